import { describe, expect, it } from "vitest";
import { fakeTransfer } from "@/lib/testing/fake-transfers-platform";
import {
  activeTransferFilters,
  contradicted,
  matchesLocally,
  refusedTransferParams,
  sortHonoured,
  transferVerdict,
} from "./transfer-checks";

// What one listed transfer proves about each filter: a contradiction only where the row shows the field.

const q = { limit: 10, offset: 0 };

describe("a transfer row against the list's filters", () => {
  it("accounts ignore spaces and case; a row without a debtor proves nothing about the debtor filter", () => {
    const row = fakeTransfer(1, { debtorAccount: "LT22 3999 0100 0000 0101" });
    expect(transferVerdict("debtorAccount", row, { ...q, debtorAccount: "lt223999010000000101" })).toBe(
      "match",
    );
    expect(transferVerdict("debtorAccount", row, { ...q, debtorAccount: "LT113999010000000202" })).toBe(
      "differs",
    );
    const noDebtor = fakeTransfer(2, { debtorAccount: null });
    expect(transferVerdict("debtorAccount", noDebtor, { ...q, debtorAccount: "X" })).toBe("unknown");
    expect(
      transferVerdict("creditorAccount", row, { ...q, creditorAccount: "LT11 3999 0100 0000 0202" }),
    ).toBe("match");
  });

  it("a request id only when the row carries one; statuses any-of; createdAt inside both bounds", () => {
    expect(transferVerdict("requestId", fakeTransfer(1, { requestId: null }), { ...q, requestId: "R" })).toBe(
      "unknown",
    );
    expect(transferVerdict("requestId", fakeTransfer(1), { ...q, requestId: "r-0001" })).toBe("match");
    expect(transferVerdict("requestId", fakeTransfer(1), { ...q, requestId: "R-0002" })).toBe("differs");
    const rejected = fakeTransfer(1, { status: "REJECTED" });
    expect(transferVerdict("status", rejected, { ...q, status: ["COMPLETED", "REJECTED"] })).toBe("match");
    expect(transferVerdict("status", rejected, { ...q, status: ["COMPLETED"] })).toBe("differs");
    const at = fakeTransfer(1, { createdAt: "2026-03-01T10:00:00Z" });
    const window = { dateTimeFrom: "2026-03-01T10:00:00.000Z", dateTimeTo: "2026-03-01T10:00:00.000Z" };
    expect(transferVerdict("dateTime", at, { ...q, ...window })).toBe("match"); // both inclusive
    expect(transferVerdict("dateTime", at, { ...q, dateTimeFrom: "2026-03-01T10:00:01Z" })).toBe("differs");
    expect(transferVerdict("dateTime", fakeTransfer(1, { createdAt: "?" }), { ...q, ...window })).toBe(
      "unknown",
    );
  });

  it("lists the contradicted filters; applied here, an unknown field is not a match", () => {
    const query = { ...q, status: ["REJECTED" as const], debtorAccount: "OTHER", requestId: "R-0001" };
    expect(activeTransferFilters(query)).toEqual(["requestId", "debtorAccount", "status"]);
    const row = fakeTransfer(1, { debtorAccount: null });
    expect(contradicted(row, query, activeTransferFilters(query))).toEqual(["status"]);
    expect(matchesLocally(row, query, ["requestId"])).toBe(true);
    expect(matchesLocally(row, query, ["requestId", "debtorAccount"])).toBe(false);
  });
});

describe("the order by request id", () => {
  const rows = (...ids: (string | null)[]) => ids.map((requestId, i) => fakeTransfer(i + 1, { requestId }));
  it("holds in byte or caseless order, rows without a request id skipped; any other order differs", () => {
    expect(sortHonoured(rows("A-1", null, "A-2", "b-1"), "requestId,ASC")).toBe(true);
    expect(sortHonoured(rows("a-1", "B-1"), "requestId,ASC")).toBe(true); // caseless
    expect(sortHonoured(rows("C", "B", "A"), "requestId,DESC")).toBe(true);
    expect(sortHonoured(rows("B", "A", "C"), "requestId,ASC")).toBe(false);
    expect(sortHonoured(rows("A", "B"), "requestId,DESC")).toBe(false);
  });
});

describe("a 400 that names a guessed parameter", () => {
  const err = (...fields: string[]) => ({
    status: 400,
    fieldErrors: fields.map((field) => ({ field, message: "unknown" })),
  });
  const sent = { ...q, status: ["COMPLETED" as const], sort: "requestId,ASC" as const };
  it("names the sent guesses it refused, never limit or offset, and nothing on another status", () => {
    expect(refusedTransferParams(err("status", "limit"), sent)).toEqual(["status"]);
    expect(refusedTransferParams(err("query.sort", "status[0]"), sent)).toEqual(["status", "sort"]);
    expect(refusedTransferParams(err("requestId"), sent)).toEqual([]); // not sent
    expect(refusedTransferParams({ ...err("status"), status: 422 }, sent)).toEqual([]);
  });
});
