import { describe, expect, it } from "vitest";
import { transfersScene, type TEvent, STEP, SCT, INST } from "./transfers-fixtures";

// docs/platform-interface.md#liquidity-transfers and GET/POST /v1/nostro-accounts/transfers: limit 1–100
// (10), offset ≥ 0 (0), filters, sort by request id, purpose ≤ 140, TRANSFER_BETWEEN_DIFFERENT_SCHEMES,
// INTRA_NOSTRO answered as INTERNAL. Open points are in docs/platform.md#assumptions-liquidity-transfers.
// This file: the lifecycle, its events, and staging transfers.

const { sandbox, list, post, stage, count, advance } = transfersScene();

describe("lifecycle and liquidity events", () => {
  it("moves CREATED → SENT_TO_CLEAR → ACCEPTED → COMPLETED one step at a time, emitting each change", async () => {
    const { body } = await post({ amount: 100, debtorAccount: SCT, creditorAccount: INST });
    const statusNow = async () => (await list(`?requestId=${body.requestId}`)).body.result[0];
    await advance(STEP);
    expect((await statusNow()).status).toBe("SENT_TO_CLEAR");
    await advance(STEP);
    expect(await statusNow()).toMatchObject({
      status: "ACCEPTED",
      settlementDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    await advance(STEP);
    const done = await statusNow();
    expect(done.status).toBe("COMPLETED");
    expect(done.updatedAt > done.createdAt).toBe(true);
    const { events } = await sandbox.control("GET", "/transfers/events");
    expect(events.map((e: TEvent) => [e.kind, e.transfer.id, e.transfer.status])).toEqual([
      ["liquidity", body.id, "CREATED"],
      ["liquidity", body.id, "SENT_TO_CLEAR"],
      ["liquidity", body.id, "ACCEPTED"],
      ["liquidity", body.id, "COMPLETED"],
    ]);
  });

  it("stops at REJECTED when the control API rejects it, emitting the rejection", async () => {
    const { body } = await post({ amount: 100, debtorAccount: SCT, creditorAccount: INST });
    await advance(STEP);
    await sandbox.control("POST", `/transfers/${body.id}/status`, { status: "REJECTED" });
    await advance(STEP * 3);
    expect((await list()).body.result[0].status).toBe("REJECTED");
    const { events } = await sandbox.control("GET", "/transfers/events");
    expect(events.map((e: TEvent) => e.transfer.status)).toEqual(["CREATED", "SENT_TO_CLEAR", "REJECTED"]);
    const reopen = await sandbox.call("POST", `/control/transfers/${body.id}/status`, {
      body: { status: "COMPLETED" },
    });
    expect(reopen.status).toBe(409);
  });

  it("emits holding.breached from the control API, refusing a holding within the maximum", async () => {
    const event = await sandbox.control("POST", "/holding-breach", {
      holdingAmount: 2_000_000,
      maxHoldingAmount: 1_500_000,
    });
    expect(event).toMatchObject({ kind: "holding.breached", accountBic: "CSGNLT21XXX", currency: "EUR" });
    const bad = await sandbox.call("POST", "/control/holding-breach", {
      body: { holdingAmount: 1, maxHoldingAmount: 5 },
    });
    expect(bad.status).toBe(400);
    const { events } = await sandbox.control("GET", "/transfers/events");
    expect(events).toEqual([
      expect.objectContaining({
        kind: "holding.breached",
        holdingAmount: 2_000_000,
        maxHoldingAmount: 1_500_000,
      }),
    ]);
  });
});

describe("control: POST /control/transfers", () => {
  it("stages a transfer in a given status that stays there", async () => {
    const staged = await stage({ status: "SENT_TO_CLEAR" });
    await advance(STEP * 3);
    expect((await list()).body.result[0]).toMatchObject({ id: staged.id, status: "SENT_TO_CLEAR" });
    expect(await count()).toBe(1);
  });
});
