import { describe, expect, it, vi } from "vitest";
import { openOnEnter, rowCommand } from "./use-row-keys";

const key = (k: string, more: Partial<KeyboardEvent> = {}) =>
  ({
    key: k,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    defaultPrevented: false,
    target: null,
    ...more,
  }) as KeyboardEvent;
const list = { ids: ["a", "b", "c"], selectedId: "b" };

describe("rowCommand", () => {
  it("opens the selected row on Enter and moves with j/k and the arrows, within the list", () => {
    expect(rowCommand(key("Enter"), list)).toEqual({ kind: "open", id: "b" });
    expect(rowCommand(key("j"), list)).toEqual({ kind: "move", id: "c" });
    expect(rowCommand(key("ArrowUp"), list)).toEqual({ kind: "move", id: "a" });
    expect(rowCommand(key("k"), { ...list, selectedId: "a" })).toEqual({ kind: "move", id: "a" });
    expect(rowCommand(key("j"), { ...list, selectedId: null })).toEqual({ kind: "move", id: "a" });
  });

  it("opens nothing without a selection, and acts on the selected row with an action letter", () => {
    expect(rowCommand(key("Enter"), { ...list, selectedId: null })).toBeNull();
    expect(rowCommand(key("x"), { ...list, actions: { x: () => {} } })).toEqual({ kind: "action", id: "b" });
    expect(rowCommand(key("X", { shiftKey: true }), { ...list, actions: { X: () => {} } })).toBeNull();
  });

  it("leaves modified keys and keys a row already handled alone", () => {
    expect(rowCommand(key("j", { ctrlKey: true }), list)).toBeNull();
    // A focused row opened itself on Enter (openOnEnter): the selection may lag, so the window must not act.
    expect(rowCommand(key("Enter", { defaultPrevented: true }), list)).toBeNull();
  });
});

describe("openOnEnter", () => {
  const press = (k: string, onRow: boolean, more = {}) => {
    const row = {};
    const event = { ...key(k, more), target: onRow ? row : {}, currentTarget: row, preventDefault: vi.fn() };
    const open = vi.fn();
    openOnEnter(open)(event as never);
    return { open, prevented: event.preventDefault.mock.calls.length > 0 };
  };

  it("opens the focused row on Enter and marks the key handled", () => {
    const { open, prevented } = press("Enter", true);
    expect(open).toHaveBeenCalledOnce();
    expect(prevented).toBe(true);
  });

  it("leaves Enter on a control inside the row, other keys and modified Enter alone", () => {
    for (const [k, onRow, more] of [
      ["Enter", false, {}],
      ["j", true, {}],
      ["Enter", true, { metaKey: true }],
    ] as const) {
      const { open, prevented } = press(k, onRow, more);
      expect(open).not.toHaveBeenCalled();
      expect(prevented).toBe(false);
    }
  });
});
