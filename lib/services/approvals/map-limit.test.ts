import { describe, expect, it } from "vitest";
import { mapLimit } from "./map-limit";

describe("mapLimit", () => {
  it("runs exactly `limit` calls at once while there is work, and keeps the input order", async () => {
    let inFlight = 0;
    let most = 0;
    const out = await mapLimit([5, 1, 4, 2, 3, 0, 6, 7, 8, 9], 4, async (n) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, n)); // unequal: a slow call never holds the others
      inFlight--;
      return n * 10;
    });
    expect(most).toBe(4);
    expect(out).toEqual([50, 10, 40, 20, 30, 0, 60, 70, 80, 90]);
  });

  it("runs fewer workers than the limit when there are fewer items, and none for none", async () => {
    expect(await mapLimit([1, 2], 8, async (n) => n)).toEqual([1, 2]);
    expect(await mapLimit([], 8, async (n: number) => n)).toEqual([]);
  });
});
