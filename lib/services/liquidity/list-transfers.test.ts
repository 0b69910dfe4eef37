import { describe, expect, it } from "vitest";
import type { TTransferQuery } from "@/lib/domain/liquidity/liquidity";
import {
  fakeTransfer,
  fakeTransfersPlatform,
  type TFakeGateway,
} from "@/lib/testing/fake-transfers-platform";
import { listTransfers } from "./list-transfers";
import { withPlatform } from "../platform/registry";
import {
  createTransferListMemory,
  TRANSFER_PARAM_TTL_MS,
  type TTransferListMemory,
} from "./transfer-list-memory";

// The Liquidity list against platforms that do not know Countersign's names for the list's filters (the
// interface names them only by meaning): only matching rows are shown, the page says which filters were
// applied here, and the platform's count and offsets are left as they are.

const SCT = "LT223999010000000101";
const INST = "LT113999010000000202";
// Ten transfers: odd ids from INST to SCT and REJECTED, even ones from SCT to INST and COMPLETED.
const ten = Array.from({ length: 10 }, (_, i) =>
  fakeTransfer(i + 1, {
    debtorAccount: i % 2 ? SCT : INST,
    creditorAccount: i % 2 ? INST : SCT,
    status: i % 2 ? "COMPLETED" : "REJECTED",
  }),
);
const page = (over: Partial<TTransferQuery> = {}): TTransferQuery => ({ limit: 10, offset: 0, ...over });
// The use case on the fake gateway (withPlatform), arguments in the order the tests read them.
const listOn = (q: TTransferQuery, gateway: TFakeGateway, memory: TTransferListMemory) =>
  withPlatform({ gateway }, () => listTransfers(q, memory));
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe("listTransfers", () => {
  it("a platform that applies every name: its page as it is, no notice", async () => {
    const { gateway } = fakeTransfersPlatform(ten);
    const p = await listOn(page({ debtorAccount: SCT }), gateway, createTransferListMemory());
    expect(ids(p.rows)).toEqual([10, 8, 6, 4, 2]);
    expect(p).toMatchObject({ total: 5, platformRows: 5, filteredHere: [], notices: [] });
  });

  it("a platform that ignores the debtor account's name: only matching rows, and the notice", async () => {
    const { gateway } = fakeTransfersPlatform(ten, { honours: ["status"] });
    const p = await listOn(
      page({ debtorAccount: "lt22 3999 0100 0000 0101" }),
      gateway,
      createTransferListMemory(),
    );
    expect(ids(p.rows)).toEqual([10, 8, 6, 4, 2]);
    expect(p).toMatchObject({ total: 10, platformRows: 10, filteredHere: ["debtorAccount"] });
    expect(p.notices.map((n) => n.kind)).toEqual(["filtered_here"]);
    expect(p.notices[0]!.message).toContain("did not apply the Debtor account filter");
    expect(p.notices[0]!.message).toContain("5 of the 10 the platform sent, 5 hidden");
  });

  it("a platform that ignores every name: status, accounts, dates and request id applied here", async () => {
    const { gateway } = fakeTransfersPlatform(ten, { honours: [] });
    const q = page({
      status: ["COMPLETED"],
      creditorAccount: INST,
      dateTimeFrom: ten[3]!.createdAt,
      dateTimeTo: ten[7]!.createdAt,
      requestId: "R-0006",
    });
    const p = await listOn(q, gateway, createTransferListMemory());
    expect(ids(p.rows)).toEqual([6]);
    expect(p.filteredHere).toEqual(["requestId", "creditorAccount", "status", "dateTime"]);
    expect(p.notices[0]!.message).toContain(
      "the Request id, Creditor account, Status, and Created from/to filters",
    );
  });

  it("remembers an ignored filter for a while: a later page whose rows all match is still filtered here", async () => {
    let now = 0;
    const memory = createTransferListMemory(() => now);
    const { gateway } = fakeTransfersPlatform(ten, { honours: [] });
    await listOn(page({ status: ["COMPLETED"], limit: 4 }), gateway, memory);
    // Row 10, the newest, is COMPLETED: nothing on this page contradicts the filter.
    const second = await listOn(page({ status: ["COMPLETED"], limit: 1 }), gateway, memory);
    expect(second.filteredHere).toEqual(["status"]);
    expect(second.notices.map((n) => n.kind)).toEqual(["filtered_here"]);
    now += TRANSFER_PARAM_TTL_MS;
    const later = await listOn(page({ status: ["COMPLETED"], limit: 1 }), gateway, memory);
    expect(later).toMatchObject({ filteredHere: [], notices: [] });
  });

  it("a 400 that names a guessed parameter: read again without it, filtered here, and not sent again", async () => {
    const memory = createTransferListMemory();
    const { gateway, queries } = fakeTransfersPlatform(ten, { refuses: ["status"] });
    const p = await listOn(page({ status: ["REJECTED"], debtorAccount: INST }), gateway, memory);
    expect(ids(p.rows)).toEqual([9, 7, 5, 3, 1]);
    expect(queries.map((q) => q.status)).toEqual([["REJECTED"], undefined]);
    expect(queries[1]!.debtorAccount).toBe(INST);
    expect(p).toMatchObject({ total: 5, filteredHere: ["status"] });
    expect(p.notices.map((n) => n.kind)).toEqual(["refused"]);
    expect(p.notices[0]!.message).toContain("refused “status=REJECTED”");

    await listOn(page({ status: ["REJECTED"] }), gateway, memory);
    expect(queries).toHaveLength(3);
    expect(queries[2]!.status).toBeUndefined();
  });

  it("a 400 on a stated parameter (limit) is the platform's answer, not read again", async () => {
    const { gateway, queries } = fakeTransfersPlatform(ten, { refuses: ["limit"] });
    await expect(listOn(page(), gateway, createTransferListMemory())).rejects.toMatchObject({
      status: 400,
    });
    expect(queries).toHaveLength(1);
  });

  it("an order by request id the platform did not apply is said, never redone on the page", async () => {
    const { gateway } = fakeTransfersPlatform(ten, { honours: [] });
    const p = await listOn(page({ sort: "requestId,ASC", limit: 3 }), gateway, createTransferListMemory());
    expect(ids(p.rows)).toEqual([10, 9, 8]);
    expect(p.notices.map((n) => n.kind)).toEqual(["sort"]);
    expect(p.notices[0]!.message).toContain("did not return the transfers ordered by request id, ascending");
    const honoured = await listOn(
      page({ sort: "requestId,ASC", limit: 3 }),
      fakeTransfersPlatform(ten).gateway,
      createTransferListMemory(),
    );
    expect(ids(honoured.rows)).toEqual([1, 2, 3]);
    expect(honoured.notices).toEqual([]);
  });

  it("a sort the platform refuses: read in its own order, and said", async () => {
    const { gateway, queries } = fakeTransfersPlatform(ten, { refuses: ["sort"] });
    const p = await listOn(page({ sort: "requestId,DESC", limit: 2 }), gateway, createTransferListMemory());
    expect(queries.map((q) => q.sort)).toEqual(["requestId,DESC", undefined]);
    expect(ids(p.rows)).toEqual([10, 9]);
    expect(p.filteredHere).toEqual([]);
    expect(p.notices.map((n) => n.kind)).toEqual(["sort"]);
    expect(p.notices[0]!.message).toContain("refused the order by request id, descending");
  });
});
