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

// Issue 17 (Deadlines): the business-day arithmetic against every TARGET holiday, in more than one year,
// and the days that are holidays elsewhere but TARGET business days.
describe("sddAcceptDeadline across TARGET holidays", () => {
  it.each([
    // Christmas 2025: Thu 25 and Fri 26 Dec closed, Thu 1 Jan closed → Mon 29, Tue 30, Wed 31, Fri 2, Mon 5
    ["2025-12-24", "2026-01-05T23:59:59.999Z"],
    // settled on a holiday (25 Dec): counting starts on the next business day, the same end
    ["2025-12-25", "2026-01-05T23:59:59.999Z"],
    // Easter 2025 (20 April): Good Friday 18, Easter Monday 21 → Thu 17, Tue 22, Wed 23, Thu 24, Fri 25
    ["2025-04-16", "2025-04-25T23:59:59.999Z"],
    // Easter 2024 (31 March), across the month: Good Friday 29 Mar, Easter Monday 1 Apr → Tue 2 … Mon 8
    ["2024-03-28", "2024-04-08T23:59:59.999Z"],
    // Easter 2026 (5 April): Thu 2, (Fri 3 – Mon 6 closed), Tue 7, Wed 8, Thu 9, Fri 10
    ["2026-04-01", "2026-04-10T23:59:59.999Z"],
    // 1 May 2027 is a Saturday: no day off in its place → Fri 30 Apr, Mon 3 … Thu 6 May
    ["2027-04-29", "2027-05-06T23:59:59.999Z"],
    // a leap year's 29 February is a business day like any other
    ["2028-02-24", "2028-03-02T23:59:59.999Z"],
  ])("%s → %s", (date, deadline) => expect(sddAcceptDeadline(date)).toBe(deadline));

  it.each([
    ["2026-05-14", true], // Ascension Day: a holiday in many countries, not in TARGET
    ["2026-05-25", true], // Whit Monday: likewise
    ["2026-12-24", true], // Christmas Eve
    ["2026-12-31", true], // New Year's Eve
    ["2025-12-26", false], // 26 December on a Friday
    ["2024-03-29", false], // Good Friday in March
    ["2024-04-01", false], // Easter Monday in April
    ["2027-05-01", false], // 1 May on a Saturday: closed anyway
  ])("%s open: %s", (date, open) => expect(isTargetBusinessDay(Date.parse(`${date}T00:00:00Z`))).toBe(open));

  it("knows Easter at both ends of its range", () => {
    const day = (y: number) => new Date(easterSunday(y)).toISOString().slice(0, 10);
    expect(day(2024)).toBe("2024-03-31");
    expect(day(2025)).toBe("2025-04-20");
    expect(day(2008)).toBe("2008-03-23"); // early
    expect(day(2038)).toBe("2038-04-25"); // the latest possible date
  });
});
