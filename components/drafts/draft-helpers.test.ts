import { describe, expect, it } from "vitest";
import { approvalProgress } from "@/lib/domain/initiation/draft-view";
import { rowPaging } from "./draft-rows-paging";
import { draftOffers, draftSubject, totalsText } from "./draft-words";

// The draft page's small words: its progress, the subject of its dialogs, and where a batch's rows stand.

describe("approvalProgress", () => {
  it("counts approvals against the requirement", () => {
    expect(approvalProgress(1, 2)).toBe("1 of 2 approvals");
    expect(approvalProgress(0, 1)).toBe("0 of 1 approval");
    expect(approvalProgress(0, 0)).toBe("no approval needed");
  });
});

describe("draftSubject", () => {
  const payment = { creditor: { name: "ACME GmbH" } } as never;
  it("names the payment's amount and creditor, or the batch's count and totals", () => {
    expect(draftSubject({ payment, paymentCount: 1, totals: { EUR: "123456" } }, "en-US")).toBe(
      "the payment of 1,234.56\u00a0EUR to ACME GmbH",
    );
    expect(draftSubject({ payment: null, paymentCount: 3, totals: { EUR: "900" } }, "en-US")).toMatch(
      /^the batch of 3 payments \(.*9\.00.*\)$/,
    );
  });

  it("never throws on a currency it does not know", () => {
    expect(totalsText({ XXZ: "5" }, "en-US")).toBe("5 minor units of XXZ");
    expect(totalsText({}, "en-US")).toBe("nothing");
  });
});

describe("rowPaging", () => {
  it("says where the page stands and where Previous and Next lead", () => {
    expect(rowPaging(0, 50, 120)).toEqual({ status: "Rows 1–50 of 120", previous: null, next: 50 });
    expect(rowPaging(50, 50, 120)).toEqual({ status: "Rows 51–100 of 120", previous: 0, next: 100 });
    expect(rowPaging(100, 50, 120)).toEqual({ status: "Rows 101–120 of 120", previous: 50, next: null });
    expect(rowPaging(0, 50, 0)).toEqual({ status: "No rows", previous: null, next: null });
    expect(rowPaging(500, 50, 120)).toMatchObject({ status: "Past the last row (120)", previous: 119 });
  });
});

describe("draftOffers", () => {
  const may = { approve: true, create: true };
  const waiting = (viewer: { isMaker: boolean; decision: "approve" | "reject" | null }) => ({
    state: "waiting" as const,
    viewer,
  });
  it("offers Approve and Reject to another person who has not decided, Withdraw to the maker", () => {
    expect(draftOffers(waiting({ isMaker: false, decision: null }), may)).toEqual({
      decide: true,
      withdraw: false,
      note: null,
    });
    expect(draftOffers(waiting({ isMaker: true, decision: null }), may)).toEqual({
      decide: false,
      withdraw: true,
      note: "You made this draft: another person must approve it.",
    });
  });

  it("offers nothing to who decided, who may not approve, or on a draft that no longer waits", () => {
    expect(draftOffers(waiting({ isMaker: false, decision: "approve" }), may)).toEqual({
      decide: false,
      withdraw: false,
      note: "You approved this draft.",
    });
    expect(
      draftOffers(waiting({ isMaker: false, decision: null }), { approve: false, create: false }),
    ).toEqual({
      decide: false,
      withdraw: false,
      note: "Your roles let you read this draft, not decide on it.",
    });
    expect(draftOffers({ state: "submitting", viewer: { isMaker: true, decision: null } }, may)).toEqual({
      decide: false,
      withdraw: false,
      note: null,
    });
  });
});
