import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fakeApprovalPlatform as fakePlatform } from "@/lib/testing/fake-approval-platform";
import { actor, approveFixtures } from "@/lib/testing/approve-fixtures";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { withPlatform } from "../platform/registry";
import { approvePayment } from "./approve-payment";

// A payment Countersign created from a draft, held by the platform in TO_SIGN: nobody who made or approved
// the draft may sign it with the approver client (docs/initiation.md#separation-of-people).

const test = withAppTestDatabase();
const { newTrx, auditOf } = approveFixtures(() => test.db);

async function draftFor(trxId: number, makerId: string, approverId: string) {
  const draft = await test.db.paymentDraft.create({
    data: {
      kind: "single",
      state: "submitted",
      makerId,
      makerEmail: "maker@example.com",
      requirement: {},
      paymentCount: 1,
      totals: { EUR: "250000" },
      approvals: {
        create: {
          userId: approverId,
          userEmail: "checker@example.com",
          roles: ["finance_ops"],
          decision: "approve",
        },
      },
      payments: {
        create: {
          line: 1,
          payment: {},
          idempotencyKey: randomUUID(),
          endToEndId: `E2E-${trxId}`,
          amount: 250_000n,
          currency: "EUR",
          creditorIban: "DE89370400440532013000",
          state: "created",
          platformId: BigInt(trxId),
        },
      },
    },
  });
  return draft.id;
}

describe("signing a payment made from a draft", () => {
  it("is refused to its maker and its approvers without calling the platform, and left to a third person", async () => {
    const trxId = newTrx();
    const maker = actor("maker@example.com");
    const checker = actor("checker@example.com");
    const draftId = await draftFor(trxId, maker.user.id, checker.user.id);
    const p = fakePlatform();
    for (const who of [maker, checker]) {
      const o = await withPlatform(p.platform, () => approvePayment({ trxId, intentId: randomUUID() }, who));
      expect(o).toMatchObject({
        outcome: "refused",
        replay: true,
        message: expect.stringContaining("another person"),
      });
    }
    expect(p.calls).toEqual([]);
    const third = await withPlatform(p.platform, () =>
      approvePayment({ trxId, intentId: randomUUID() }, actor("third@example.com")),
    );
    expect(third.outcome).toBe("approved");
    expect(p.calls).toEqual([trxId]);
    expect((await auditOf(trxId)).filter((a) => a.outcome === "denied")).toEqual([
      expect.objectContaining({
        actorEmail: "maker@example.com",
        detail: expect.objectContaining({ reason: "draft_person", draftId }),
      }),
      expect.objectContaining({ actorEmail: "checker@example.com" }),
    ]);
  });
});
