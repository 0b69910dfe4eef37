import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { auditRowsOf, databaseOutage } from "@/lib/testing/database-outage";
import { fakeApprovalPlatform } from "@/lib/testing/fake-approval-platform";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import type { TActor } from "../actor";
import { withPlatform } from "../platform/registry";
import { approvePayments } from "./approve-payments";

// Issue 14, finding 5: a bulk approval whose database fails after the platform approved still leaves, for
// every payment sent, an audit row naming the attempt (on main nothing was audited then).

const test = withAppTestDatabase();
const outage = databaseOutage(test);
afterEach(() => outage.restart());

const actor = (): TActor => ({
  user: { id: randomUUID(), email: `approver-${randomUUID()}@example.com` },
  requestId: `req-${randomUUID()}`,
  ip: "192.0.2.10",
});
let nextTrx = 910_000;

const platform = () => fakeApprovalPlatform([], { status: "Signed", concurrency: 3 });

describe("bulk approval audit", () => {
  it("the database stops after the platform approved: each payment's attempt row names it", async () => {
    const who = actor();
    const items = [++nextTrx, ++nextTrx, ++nextTrx].map((trxId) => ({ trxId, intentId: randomUUID() }));
    // Every claim is made (and its attempt row written) before the first answer stops the database.
    const p = platform();
    const approve = p.gateway.approveTransaction.bind(p.gateway);
    let claimed = 0;
    let release = () => {};
    const allClaimed = new Promise<void>((resolve) => (release = resolve));
    p.gateway.approveTransaction = async (trxId) => {
      if (++claimed === items.length) release();
      await allClaimed;
      const result = await approve(trxId);
      outage.stop();
      return result;
    };
    const outcomes = await withPlatform(p.platform, () => approvePayments(items, who));
    outage.restart();
    expect(outcomes.map((o) => o.outcome)).toEqual(["unknown", "unknown", "unknown"]);

    const rows = await auditRowsOf(test.db, { action: "payment.approve", actorEmail: who.user.email });
    expect(rows).toHaveLength(3);
    for (const item of items) {
      expect(rows.find((r) => r.target === `payment:${item.trxId}`)).toMatchObject({
        outcome: "attempted",
        actorId: who.user.id,
        requestId: who.requestId,
        ip: "192.0.2.10",
        detail: { intentId: item.intentId },
      });
    }
  });

  it("each outcome row names its attempt", async () => {
    const who = actor();
    const items = [++nextTrx, ++nextTrx].map((trxId) => ({ trxId, intentId: randomUUID() }));
    const outcomes = await withPlatform(platform().platform, () => approvePayments(items, who));
    expect(outcomes.map((o) => o.outcome)).toEqual(["approved", "approved"]);
    const rows = await auditRowsOf(test.db, { action: "payment.approve", actorEmail: who.user.email });
    const attempts = rows.filter((r) => r.outcome === "attempted");
    const finished = rows.filter((r) => r.outcome === "success");
    expect(attempts).toHaveLength(2);
    expect(finished.map((r) => r.attemptId).sort()).toEqual(attempts.map((r) => r.id).sort());
  });

  it("a database failure after the platform answered is audited as a failure when the database is back", async () => {
    const who = actor();
    const trxId = ++nextTrx;
    let failFinish = true;
    const p = platform();
    const original = p.gateway.approveTransaction.bind(p.gateway);
    p.gateway.approveTransaction = async (id) => {
      const r = await original(id);
      if (failFinish) {
        failFinish = false;
        // Only the finish fails: the statement's connection is cut, the next query reconnects.
        await test.db.$executeRawUnsafe(
          `CREATE OR REPLACE FUNCTION fail_finish() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN RAISE EXCEPTION 'finish lost'; END $$`,
        );
        await test.db.$executeRawUnsafe(
          `CREATE TRIGGER fail_finish BEFORE UPDATE ON payment_approvals
             FOR EACH ROW WHEN (NEW.trx_id = ${trxId}) EXECUTE FUNCTION fail_finish()`,
        );
      }
      return r;
    };
    const [outcome] = await withPlatform(p.platform, () =>
      approvePayments([{ trxId, intentId: randomUUID() }], who),
    );
    await test.db.$executeRawUnsafe(`DROP TRIGGER fail_finish ON payment_approvals`);
    expect(outcome).toMatchObject({ outcome: "unknown" });
    const rows = await auditRowsOf(test.db, { action: "payment.approve", actorEmail: who.user.email });
    expect(rows.map((r) => r.outcome)).toEqual(["attempted", "failure"]);
    expect(rows[1]!.detail).toMatchObject({ reason: "database_error" });
  });
});
