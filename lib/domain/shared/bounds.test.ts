import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./field-errors";
import { isLocale, zBoundedIsoDateTime, zInt4, zInt8Id, zLocale } from "./bounds";
import { ZOptionalDateTime } from "./query-params";

describe("the bounds every number, date and locale from outside is held to", () => {
  const id = zInt8Id("Not an id.");

  it("an int8 id: up to 2^63−1, refused beyond with a message", () => {
    expect(id.parse("9223372036854775807")).toBe("9223372036854775807");
    for (const bad of ["9223372036854775808", "99999999999999999999", "-1", "1.5", "", "1e3"]) {
      const r = id.safeParse(bad);
      expect(r.success, bad).toBe(false);
      expect(fieldErrorsOf(r.error!)._).toMatch(/^Not an id\./);
    }
  });

  it("an int4: a positive whole number up to 2^31−1", () => {
    const v = zInt4("Not a version.");
    expect(v.parse(2147483647)).toBe(2147483647);
    for (const bad of [2147483648, 0, -1, 1.5, NaN, Infinity, "1"])
      expect(v.safeParse(bad).success, String(bad)).toBe(false);
  });

  it("dates within the years 0001–9999, whatever the notation", () => {
    expect(ZOptionalDateTime.parse("9999-12-31T23:59:59.999Z")).toEqual(new Date("9999-12-31T23:59:59.999Z"));
    expect(ZOptionalDateTime.parse("0001-01-01T00:00:00Z")).toEqual(new Date("0001-01-01T00:00:00Z"));
    for (const bad of [
      "+010000-01-01T00:00:00Z",
      "-000001-01-01T00:00:00Z",
      "0000-12-31T00:00:00Z",
      "yesterday",
    ])
      expect(ZOptionalDateTime.safeParse(bad).success, bad).toBe(false);
    const iso = zBoundedIsoDateTime();
    expect(iso.parse("2030-05-01T12:00:00+02:00")).toBe("2030-05-01T10:00:00.000Z");
    expect(iso.safeParse("0000-01-01T00:00:00Z").success).toBe(false);
  });

  it("a locale: one BCP 47 tag, never a RangeError", () => {
    expect(isLocale("de-DE")).toBe(true);
    expect(isLocale("en-US-u-nu-thai")).toBe(true);
    for (const bad of ["not a locale!", "x_", "", "en-", "a".repeat(40)]) {
      expect(zLocale().safeParse(bad).success, bad).toBe(false);
    }
  });
});
