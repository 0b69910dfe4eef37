import { describe, expect, it } from "vitest";
import { SANDBOX_CLIENTS } from "../defaults";
import { useSandbox } from "../testing/harness";
import { advance, scene, sepaBody, statusOf, STEP_MS } from "./payments-fixtures";

// docs/platform-interface.md#approval, PATCH /v1/transactions/{id}:approve: a TO_SIGN payment is approved by
// a different API client than its creator; the required approvals collected, processing continues. The rules,
// checked in order, and their codes are the sandbox's (docs/platform.md#assumptions-payments).

const sandbox = useSandbox({ SANDBOX_SIGNING_THRESHOLD: "100000", SANDBOX_REQUIRED_APPROVALS: "1" });
const GATEWAY = SANDBOX_CLIENTS.gateway.id;
const APPROVER = SANDBOX_CLIENTS.approver.id;
const approve = (id: number | string, auth: "gateway" | "approver" = "approver") =>
  sandbox.call("PATCH", `/gateway/v1/transactions/${id}:approve`, { auth });

/** An outbound payment waiting for signatures, created through the API by the gateway client. */
const toSign = (extra: Record<string, unknown> = {}) =>
  scene(sandbox, {
    direction: "OUTBOUND",
    method: "SEPA",
    amount: 500_000,
    status: "TO_SIGN",
    createdByClient: GATEWAY,
    channel: "api",
    ...extra,
  });

describe("approving a TO_SIGN payment", () => {
  it("answers the Approval result and moves the payment Signed → Accepted → Completed", async () => {
    const { transaction_id: id } = await toSign();
    const res = await approve(id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      signatureId: expect.any(Number),
      signatureWeight: 1,
      signedAt: expect.any(String),
      signer: APPROVER,
      transactionId: id,
    });
    expect(Number.isNaN(Date.parse(res.body.signedAt))).toBe(false);
    expect(await statusOf(sandbox, id)).toBe("SIGNED");
    await advance(sandbox, STEP_MS);
    expect(await statusOf(sandbox, id)).toBe("ACCEPTED");
    await advance(sandbox, STEP_MS);
    expect(await statusOf(sandbox, id)).toBe("COMPLETED");
  });

  it("continues a SWIFT payment to Sent to clear, then Accepted on the correspondent's statement", async () => {
    const { transaction_id: id } = await toSign({ method: "SWIFT", currency: "USD" });
    await approve(id);
    await advance(sandbox, STEP_MS);
    expect(await statusOf(sandbox, id)).toBe("SENT_TO_CLEAR");
    await sandbox.control("POST", `/payments/${id}/statement`);
    expect(await statusOf(sandbox, id)).toBe("ACCEPTED");
  });

  it("approves a payment created through POST /v3/payments/sepa by the gateway client", async () => {
    const created = await sandbox.call("POST", "/gateway/v3/payments/sepa", {
      auth: "gateway",
      body: sepaBody({ amount: 300_000, scheme: "INST" }),
    });
    expect((await approve(created.body.data.id)).status).toBe(200);
    await advance(sandbox, STEP_MS);
    expect(await statusOf(sandbox, created.body.data.id)).toBe("SENT_TO_CLEAR");
  });

  it("waits for the required number of approvals (a web-interface signature counts too)", async () => {
    await sandbox.control("PATCH", "/features", { signing: { requiredApprovals: 2 } });
    const { transaction_id: id } = await toSign();
    expect((await approve(id)).status).toBe(200);
    expect(await statusOf(sandbox, id)).toBe("TO_SIGN");
    await sandbox.control("POST", `/payments/${id}/signatures`, { signer: "web:jane.doe" });
    expect(await statusOf(sandbox, id)).toBe("SIGNED");
  });

  it("refuses the same client's second approval with 409 ALREADY_APPROVED", async () => {
    await sandbox.control("PATCH", "/features", { signing: { requiredApprovals: 2 } });
    const { transaction_id: id } = await toSign();
    await approve(id);
    const second = await approve(id);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: "ALREADY_APPROVED",
      message: expect.any(String),
      data: { message: expect.any(String), errors: [] },
    });
    expect(await statusOf(sandbox, id)).toBe("TO_SIGN");
  });

  it("refuses an approval once the payment is signed (ILLEGAL_TRANSACTION_STATUS)", async () => {
    const { transaction_id: id } = await toSign();
    await approve(id);
    const again = await approve(id);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("ILLEGAL_TRANSACTION_STATUS");
  });
});

describe("approval rules, in order", () => {
  it("404 TRANSACTION_NOT_FOUND for an unknown id, 400 for an id that is not a number", async () => {
    const missing = await approve(424242);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe("TRANSACTION_NOT_FOUND");
    const bad = await approve("abc");
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("VALIDATION_ERROR");
  });

  it("1. 403 SIGNING_DISABLED when signing is off for the tenant", async () => {
    const { transaction_id: id } = await toSign();
    await sandbox.control("PATCH", "/features", { signing: { enabled: false } });
    const res = await approve(id);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("SIGNING_DISABLED");
    expect(await statusOf(sandbox, id)).toBe("TO_SIGN");
  });

  it.each([
    ["an inbound SCT", { direction: "INBOUND" }],
    ["an outbound SDD", { method: "SDD" }],
    ["an outbound T2", { method: "T2" }],
  ])("2. 400 UNSUPPORTED_PAYMENT_METHOD for %s", async (_name, extra) => {
    const { transaction_id: id } = await toSign(extra);
    const res = await approve(id);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("UNSUPPORTED_PAYMENT_METHOD");
  });

  it.each(["Created", "Completed", "Rejected", "Signed"])(
    "3. 400 ILLEGAL_TRANSACTION_STATUS for a payment in %s",
    async (status) => {
      const { transaction_id: id } = await toSign({ status });
      const res = await approve(id);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("ILLEGAL_TRANSACTION_STATUS");
    },
  );

  it("4. 403 SAME_CLIENT_APPROVAL when the creator approves", async () => {
    const { transaction_id: id } = await toSign({ createdByClient: APPROVER });
    const res = await approve(id, "approver");
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("SAME_CLIENT_APPROVAL");
    expect(await statusOf(sandbox, id)).toBe("TO_SIGN");
  });

  it("5. 403 APPROVAL_PERMISSION_MISSING for a client without the approval permission", async () => {
    const { transaction_id: id } = await toSign({ createdByClient: APPROVER });
    const res = await approve(id, "gateway");
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("APPROVAL_PERMISSION_MISSING");
  });

  it("6. 403 API_APPROVAL_NOT_ALLOWED for a payment created in the web interface", async () => {
    const { transaction_id: id } = await toSign({ channel: "web", createdByClient: null });
    const res = await approve(id);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("API_APPROVAL_NOT_ALLOWED");
  });

  it("6. 403 API_APPROVAL_DISABLED for an API-created payment while API approval is off", async () => {
    await sandbox.control("PATCH", "/features", { apiApproval: false });
    const { transaction_id: id } = await toSign();
    const res = await approve(id);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("API_APPROVAL_DISABLED");
    expect(await statusOf(sandbox, id)).toBe("TO_SIGN");
  });

  it("checks the rules in order: the first one broken is the one answered", async () => {
    // Breaks 2, 3, 4, 5 and 6 at once (inbound, Completed, created by the gateway, gateway has no permission, web).
    const { transaction_id: id } = await toSign({
      direction: "INBOUND",
      status: "Completed",
      channel: "web",
    });
    expect((await approve(id, "gateway")).body.code).toBe("UNSUPPORTED_PAYMENT_METHOD");
    await sandbox.control("PATCH", "/features", { signing: { enabled: false } });
    expect((await approve(id, "gateway")).body.code).toBe("SIGNING_DISABLED");
    // Breaks 3, 4, 5, 6.
    await sandbox.control("PATCH", "/features", { signing: { enabled: true }, apiApproval: false });
    const completed = await toSign({ status: "Completed" });
    expect((await approve(completed.transaction_id, "gateway")).body.code).toBe("ILLEGAL_TRANSACTION_STATUS");
    // Breaks 4, 5, 6.
    const own = await toSign();
    expect((await approve(own.transaction_id, "gateway")).body.code).toBe("SAME_CLIENT_APPROVAL");
    // Breaks 5, 6.
    const other = await toSign({ createdByClient: APPROVER });
    expect((await approve(other.transaction_id, "gateway")).body.code).toBe("APPROVAL_PERMISSION_MISSING");
  });

  it("answers every refusal in the gateway envelope", async () => {
    const res = await approve(1);
    expect(res.body).toEqual({
      code: "TRANSACTION_NOT_FOUND",
      message: expect.any(String),
      data: { message: expect.any(String), errors: [] },
    });
  });

  it("needs a bearer token", async () => {
    const { transaction_id: id } = await toSign();
    expect((await sandbox.call("PATCH", `/gateway/v1/transactions/${id}:approve`)).status).toBe(401);
    expect(await statusOf(sandbox, id)).toBe("TO_SIGN");
  });
});
