import { describe, expect, it, vi } from "vitest";
import { openableRow, tabStopOf } from "./openable-row";

describe("tabStopOf", () => {
  it.each([
    [["a", "b"], "b", "b"],
    [["a", "b"], "gone", "a"],
    [["a", "b"], null, "a"],
    [[], "a", undefined],
  ] as const)("rows %j, selected %s → %s", (ids, selected, expected) => {
    expect(tabStopOf(ids, selected)).toBe(expected);
  });
});

describe("openableRow", () => {
  const handlers = () => ({ selectedId: "b", onSelect: vi.fn(), onOpen: vi.fn() });
  // `closest` is all the click handler asks of its target: a stand-in for a cell, or a link inside it.
  const clickOn = (insideControl: boolean) =>
    ({ target: { closest: (sel: string) => (insideControl && sel === "a, button" ? {} : null) } }) as never;

  it("marks the selected row and puts only the tab stop in the tab order", () => {
    const h = handlers();
    expect(openableRow("b", "b", h)).toMatchObject({ "aria-selected": true, tabIndex: 0 });
    expect(openableRow("a", "b", h)).toMatchObject({ "aria-selected": false, tabIndex: -1 });
  });

  it("selects on focus and opens on a click outside any link or button", () => {
    const h = handlers();
    const row = openableRow("a", "b", h);
    row.onFocus();
    expect(h.onSelect).toHaveBeenCalledWith("a");
    row.onClick(clickOn(false));
    expect(h.onOpen).toHaveBeenCalledWith("a");
  });

  it("leaves a click on a link or a button inside the row to that control", () => {
    const h = handlers();
    openableRow("a", "b", h).onClick(clickOn(true));
    expect(h.onOpen).not.toHaveBeenCalled();
  });
});
