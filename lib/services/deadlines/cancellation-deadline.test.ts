import { describe, expect, it } from "vitest";
import { isAtRisk } from "@/lib/domain/deadlines/deadlines";
import { cancellationDeadline, sddAtRiskCutoff } from "./cancellation-deadline";

// A cancellation request's answer deadline: the SDD window in TARGET business days, else the service level;
// and the SDD cutoff the inbox filters by in SQL, which must agree with the rule row by row.

const seen = new Date("2026-11-26T09:00:00Z");
const sdd = (date: string) => ({
  paymentMethod: "SDD",
  paymentBookingDate: date,
  platformCreatedAt: null,
  firstSeenAt: seen,
});

describe("cancellationDeadline", () => {
  it("an SDD runs from its settlement date to the end of the fifth TARGET business day", () => {
    expect(cancellationDeadline(sdd("2026-12-24"), 60)).toEqual({
      startedAt: "2026-12-24T00:00:00.000Z",
      deadlineAt: "2027-01-04T23:59:59.999Z",
    });
  });

  it("any other scheme, or an SDD without its date, runs the service level from its creation", () => {
    const created = new Date("2026-11-26T08:00:00Z");
    const sepa = {
      paymentMethod: "SEPA",
      paymentBookingDate: "2026-11-20",
      platformCreatedAt: created,
      firstSeenAt: seen,
    };
    expect(cancellationDeadline(sepa, 60)).toEqual({
      startedAt: "2026-11-26T08:00:00.000Z",
      deadlineAt: "2026-11-26T09:00:00.000Z",
    });
    expect(cancellationDeadline({ ...sdd(""), paymentBookingDate: null }, 60).startedAt).toBe(
      seen.toISOString(),
    );
  });
});

describe("sddAtRiskCutoff", () => {
  it("is the latest settlement date already at risk", () => {
    // Settled Sun 22 Nov: due Fri 27 Nov 23:59:59.999, at risk from 26 Nov just after 12:00.
    expect(sddAtRiskCutoff(Date.parse("2026-11-26T13:00:00Z"))).toBe("2026-11-22");
    // Settled Sat 21 Nov: due the same Friday over seven days, at risk from 26 Nov 06:00.
    expect(sddAtRiskCutoff(Date.parse("2026-11-26T11:00:00Z"))).toBe("2026-11-21");
  });

  it("agrees with the rule for every date of two months, at several times, holidays included", () => {
    for (const now of ["2026-12-28T10:00:00Z", "2027-01-04T23:00:00Z", "2027-03-30T08:00:00Z"].map(
      Date.parse,
    )) {
      const cutoff = sddAtRiskCutoff(now)!;
      for (let k = 0; k < 60; k++) {
        const date = new Date(now - k * 86_400_000).toISOString().slice(0, 10);
        expect(
          isAtRisk(cancellationDeadline(sdd(date), 0), now),
          `${date} at ${new Date(now).toISOString()}`,
        ).toBe(date <= cutoff);
      }
    }
  });
});
