import { describe, expect, it } from "vitest";
import { limitConcurrency } from "./limit-concurrency";

describe("limitConcurrency", () => {
  it("never runs more than max at once, runs every task, in the order they came", async () => {
    const limit = limitConcurrency(3);
    let inFlight = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        limit(async () => {
          started.push(i);
          most = Math.max(most, ++inFlight);
          await new Promise((r) => setTimeout(r, 1 + (i % 3)));
          inFlight--;
          return i * 2;
        }),
      ),
    );
    expect(most).toBe(3);
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
    expect(started).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it("frees the slot of a task that fails, and passes its error on", async () => {
    const limit = limitConcurrency(1);
    await expect(limit(() => Promise.reject(new Error("no")))).rejects.toThrow("no");
    await expect(limit(async () => "next")).resolves.toBe("next");
  });

  it("refuses a bound that is not a positive integer", () => {
    expect(() => limitConcurrency(0)).toThrow(RangeError);
    expect(() => limitConcurrency(1.5)).toThrow(RangeError);
  });
});
