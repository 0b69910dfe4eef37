import { describe, expect, it } from "vitest";
import { sepaToday } from "./sepa-today";

describe("sepaToday", () => {
  it("counts the day in Central European time, summer and winter", () => {
    expect(sepaToday(new Date("2026-11-26T22:59:59Z"))).toBe("2026-11-26");
    expect(sepaToday(new Date("2026-11-26T23:00:00Z"))).toBe("2026-11-27"); // midnight CET
    expect(sepaToday(new Date("2026-07-01T21:59:59Z"))).toBe("2026-07-01");
    expect(sepaToday(new Date("2026-07-01T22:00:00Z"))).toBe("2026-07-02"); // midnight CEST
  });
});
