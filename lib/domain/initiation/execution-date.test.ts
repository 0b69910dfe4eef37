import { describe, expect, it } from "vitest";
import { checkExecutionDate, isRealDay, oneYearAfter } from "./execution-date";

const TODAY = "2026-11-26";

describe("checkExecutionDate", () => {
  it.each(["2026-11-26", "2026-11-27", "2027-02-28", "2027-11-26", " 2026-12-01 "])("accepts %j", (day) => {
    expect(checkExecutionDate(day, TODAY)).toEqual({ ok: true, value: day.trim() });
  });

  it.each([
    ["", "Write the date as YYYY-MM-DD, for example 2026-12-01."],
    ["26.11.2026", "Write the date as YYYY-MM-DD, for example 2026-12-01."],
    ["2026-11-26T00:00", "Write the date as YYYY-MM-DD, for example 2026-12-01."],
    ["2026-02-30", "2026-02-30 is not a day of the calendar."],
    ["2026-13-01", "2026-13-01 is not a day of the calendar."],
    ["2026-11-25", "The execution date cannot be in the past: today is 2026-11-26."],
    ["1999-01-01", "The execution date cannot be in the past: today is 2026-11-26."],
    ["2027-11-27", "The execution date can be at most one year ahead: 2027-11-26 at the latest."],
    ["9999-12-31", "The execution date can be at most one year ahead: 2027-11-26 at the latest."],
  ])("refuses %j: %s", (day, error) => {
    expect(checkExecutionDate(day, TODAY)).toEqual({ ok: false, error });
  });
});

describe("calendar helpers", () => {
  it.each([
    ["2026-11-26", "2027-11-26"],
    ["2027-02-28", "2028-02-28"],
    ["2028-02-29", "2029-03-01"],
  ])("one year after %s is %s", (day, later) => {
    expect(oneYearAfter(day)).toBe(later);
  });

  it.each([
    ["2028-02-29", true],
    ["2027-02-29", false],
    ["0000-01-01", false],
    ["2026-04-31", false],
  ])("%s is a real day: %s", (day, real) => {
    expect(isRealDay(day)).toBe(real);
  });
});
