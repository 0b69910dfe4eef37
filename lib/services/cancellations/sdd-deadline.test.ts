import { describe, expect, it } from "vitest";
import { easterSunday, isTargetBusinessDay, sddAcceptDeadline } from "./sdd-deadline";

// Five TARGET business days after the settlement date, to the end of that day in UTC.

describe("sddAcceptDeadline", () => {
  it.each([
    // a plain week: Mon 2 Nov 2026 → Mon 9 Nov (Tue–Fri, then Mon)
    ["2026-11-02", "2026-11-09T23:59:59.999Z"],
    // settled on a Friday: the weekend does not count
    ["2026-11-06", "2026-11-13T23:59:59.999Z"],
    // settled on a Saturday: counting starts on Monday
    ["2026-11-07", "2026-11-13T23:59:59.999Z"],
    // Christmas: Thu 24 Dec 2026 → Fri 25 and Sat/Sun 26–27 closed → Mon 28 … Thu 31, Fri 1 Jan closed → Mon 4 Jan
    ["2026-12-24", "2027-01-04T23:59:59.999Z"],
    // Easter 2027 is 28 March: Good Friday 26 Mar and Easter Monday 29 Mar are closed
    ["2027-03-24", "2027-04-02T23:59:59.999Z"], // Thu 25, (Fri–Mon closed), Tue 30, Wed 31, Thu 1, Fri 2
    // 1 May 2026 is a Friday: Wed 29 Apr → Thu 30, (Fri 1 May closed), Mon 4, Tue 5, Wed 6, Thu 7
    ["2026-04-29", "2026-05-07T23:59:59.999Z"],
    // a full ISO date-time is read by its date
    ["2026-11-02T22:30:00Z", "2026-11-09T23:59:59.999Z"],
  ])("%s → %s", (date, deadline) => expect(sddAcceptDeadline(date)).toBe(deadline));

  it("is null for something that is not a date", () => {
    expect(sddAcceptDeadline("yesterday")).toBeNull();
  });
});

describe("TARGET calendar", () => {
  it("knows Easter", () => {
    expect(new Date(easterSunday(2026)).toISOString().slice(0, 10)).toBe("2026-04-05");
    expect(new Date(easterSunday(2027)).toISOString().slice(0, 10)).toBe("2027-03-28");
    expect(new Date(easterSunday(2030)).toISOString().slice(0, 10)).toBe("2030-04-21");
  });
  it.each([
    ["2026-04-03", false], // Good Friday
    ["2026-04-06", false], // Easter Monday
    ["2026-04-07", true],
    ["2026-05-01", false],
    ["2026-12-25", false],
    ["2026-12-26", false],
    ["2027-01-01", false],
    ["2026-11-21", false], // Saturday
    ["2026-11-23", true],
  ])("%s open: %s", (date, open) => expect(isTargetBusinessDay(Date.parse(`${date}T00:00:00Z`))).toBe(open));
});
