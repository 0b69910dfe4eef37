import { describe, expect, it } from "vitest";
import { APPROVAL_SHORTCUTS } from "@/components/approvals/shortcut-keys";
import { INSTANT_SHORTCUTS } from "@/components/instant/shortcut-keys";
import { ORDER_SHORTCUTS } from "@/components/restriction-orders/shortcut-keys";
import { shortcutsFor } from "./shortcuts-dialog";

const keysOf = (lines: ReturnType<typeof shortcutsFor>) => lines.map(([keys]) => keys[0]);

describe("shortcutsFor", () => {
  it("shows a user without the permission only the keys that move, open and explain", () => {
    expect(keysOf(shortcutsFor(APPROVAL_SHORTCUTS, false))).toEqual(["j", "k", "Enter", "Esc", "?"]);
    expect(keysOf(shortcutsFor(ORDER_SHORTCUTS, false))).toEqual(["j", "k", "Enter", "Esc", "?"]);
    expect(keysOf(shortcutsFor(INSTANT_SHORTCUTS, false))).toEqual(["j", "k", "?"]);
  });

  it("shows every key to a user who may act", () => {
    expect(keysOf(shortcutsFor(ORDER_SHORTCUTS, true))).toEqual(["j", "k", "Enter", "c", "r", "Esc", "?"]);
    expect(shortcutsFor(APPROVAL_SHORTCUTS, true)).toHaveLength(APPROVAL_SHORTCUTS.length);
  });
});
