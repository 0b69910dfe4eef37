import { describe, expect, it } from "vitest";
import { createSearchMemory, IGNORED_FILTER_TTL_MS, V3_SHAPE_TTL_MS } from "./search-memory";

// What the searches learned about the platform is kept for a while, per search version, then asked again.

describe("createSearchMemory", () => {
  it("remembers ignored filters per version until they expire", () => {
    let now = 1_000;
    const memory = createSearchMemory(() => now);
    memory.noteIgnored("v3", ["status", "direction"]);
    expect(memory.ignored("v3")).toEqual(new Set(["status", "direction"]));
    expect(memory.ignored("v2")).toEqual(new Set());
    now += IGNORED_FILTER_TTL_MS - 1;
    memory.noteIgnored("v3", ["direction"]); // seen again: kept longer
    now += 1;
    expect(memory.ignored("v3")).toEqual(new Set(["direction"]));
  });

  it("leaves v3 alone for a while after an answer of an unknown shape, then tries it again", () => {
    let now = 0;
    const memory = createSearchMemory(() => now);
    expect(memory.v3Unreadable()).toBe(false);
    memory.noteV3Unreadable();
    now += V3_SHAPE_TTL_MS - 1;
    expect(memory.v3Unreadable()).toBe(true);
    now += 1;
    expect(memory.v3Unreadable()).toBe(false);
  });
});
