import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TGatewayApi } from "@/lib/providers/gateway/client";
import {
  fakePayments,
  startFakePaymentsPlatform,
  type TFakeOptions,
  type TFakePayment,
} from "@/lib/testing/fake-payments-platform";
import { forgetPaymentCatalog } from "../payments/payment-catalog";
import { listApprovalQueue } from "./list-approval-queue";

// The Approvals queue against platforms that are not our sandbox: whatever the platform does with the
// status filter, the queue holds payments in To sign only, and says when Countersign filtered them itself.

let current: TGatewayApi | undefined;
vi.mock("@/lib/providers/gateway/client", async (original) => ({
  ...(await original<typeof import("@/lib/providers/gateway/client")>()),
  gateway: () => current,
}));
vi.mock("@/lib/env", () => ({ env: { PAYMENTS_SEARCH_API: "v3" } }));
vi.mock("@/lib/db/payment-approvals", () => ({ findApprovals: async () => [] }));
const since = vi.hoisted(() => ({ map: new Map<number, Date>() }));
vi.mock("@/lib/db/to-sign-since", () => ({ toSignSince: async () => since.map }));
vi.mock("@/lib/db/deadline-slas", () => ({
  readSlaMinutes: async () => ({ approvals: 120, drafts: 240, cancellations: 1440 }),
}));

let platform: Awaited<ReturnType<typeof startFakePaymentsPlatform>> | undefined;
async function start(payments: TFakePayment[], opts: TFakeOptions) {
  platform = await startFakePaymentsPlatform(payments, opts);
  current = platform.api;
  return platform;
}
beforeEach(() => forgetPaymentCatalog());
afterEach(async () => {
  await platform?.close();
  platform = current = undefined;
});

const MIXED = ["Completed", "To sign", "Rejected", "Completed"];
const waiting = (payments: TFakePayment[]) => payments.filter((p) => p.status === "To sign").map((p) => p.id);

describe("listApprovalQueue", () => {
  it("gives each row its deadline: the approvals level from entering To sign (webhook, else last update)", async () => {
    const payments = fakePayments(8, ["To sign"]);
    await start(payments, { honours: ["statusIds"] });
    const [first, ...rest] = waiting(payments);
    since.map = new Map([[first!, new Date("2026-11-26T10:00:00Z")]]);
    const queue = await listApprovalQueue();
    since.map = new Map();
    expect(queue.deadlines?.[first!]).toEqual({
      startedAt: "2026-11-26T10:00:00.000Z",
      deadlineAt: "2026-11-26T12:00:00.000Z",
    });
    for (const id of rest) {
      const row = queue.rows.find((r) => r.id === id)!;
      const start = Date.parse((row.updatedAt ?? row.createdAt)!);
      expect(queue.deadlines?.[id]).toEqual({
        startedAt: new Date(start).toISOString(),
        deadlineAt: new Date(start + 120 * 60_000).toISOString(),
      });
    }
  });

  it("asks for To sign by the platform's id when its status list has one", async () => {
    const payments = fakePayments(40, MIXED);
    const { searches } = await start(payments, { honours: ["statusIds"] });
    const queue = await listApprovalQueue();
    expect(queue.rows.map((r) => r.id)).toEqual(waiting(payments));
    expect(queue.notices).toEqual([]);
    expect(searches().map((s) => s.searchParams.getAll("statusIds"))).toEqual([["2"]]);
  });

  it("without a status list, keeps only the payments in To sign and says it applied the status itself", async () => {
    const payments = fakePayments(450, MIXED);
    await start(payments, { lists: false });
    const queue = await listApprovalQueue();
    expect(queue.rows.map((r) => r.id)).toEqual(waiting(payments));
    expect(queue.rows.every((r) => r.status === "TO_SIGN")).toBe(true);
    expect(queue.notices).toEqual([{ kind: "named_here", filters: ["status"] }]);
  });

  it("when the platform ignores the status filter, keeps only To sign and names the filter", async () => {
    const payments = fakePayments(450, MIXED);
    await start(payments, {}); // lists, but `statusIds` is not a name it knows
    const queue = await listApprovalQueue();
    expect(queue.rows.map((r) => r.id)).toEqual(waiting(payments));
    expect(queue.notices).toEqual([{ kind: "filtered_here", filters: ["status"] }]);
  });

  it("stops at its scan budget and says how far it read", async () => {
    const payments = fakePayments(1000, ["Completed", "Completed", "Completed", "To sign"]);
    const { searches } = await start(payments, { lists: false });
    const queue = await listApprovalQueue(1000, 3);
    expect(searches()).toHaveLength(3);
    expect(queue.rows.map((r) => r.id)).toEqual(waiting(payments).slice(0, 75));
    expect(queue.notices).toContainEqual({ kind: "scan_budget", scanned: 300, found: 75 });
  });

  it("keeps to its cap when the platform's pages bring more matches than asked", async () => {
    await start(fakePayments(400, ["To sign"]), { lists: false });
    const queue = await listApprovalQueue(150);
    expect(queue.rows).toHaveLength(150);
    expect(queue.capped).toBe(true);
  });
});
