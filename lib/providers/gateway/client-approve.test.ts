import { describe, expect, it } from "vitest";
import { ProviderError } from "@/lib/errors/provider-error";
import { SANDBOX_CLIENTS } from "@/sandbox/defaults";
import { withGatewaySandbox } from "@/lib/testing/gateway-sandbox";

// The gateway client's approval against the sandbox over real HTTP: it goes through the separate approver
// client, with the platform's refusals surfacing as ProviderError with status and code.

describe("gateway client", () => {
  const { api, control, scene } = withGatewaySandbox();

  describe("approveTransaction", () => {
    const toSign = (extra: object = {}) =>
      scene({
        direction: "OUTBOUND",
        method: "SEPA",
        amount: 250_000,
        status: "TO_SIGN",
        createdByClient: SANDBOX_CLIENTS.gateway.id,
        ...extra,
      });
    const refusal = (id: number) =>
      api.approveTransaction(id).then(
        () => {
          throw new Error("expected a refusal");
        },
        (e: unknown) => e as ProviderError,
      );

    it("approves a TO_SIGN payment with the approver client and returns the approval result", async () => {
      const id = await toSign();
      const result = await api.approveTransaction(id, { requestId: "approval-test-1" });
      expect(result).toEqual({
        transactionId: id,
        signer: SANDBOX_CLIENTS.approver.id,
        signatureWeight: 1,
        signatureId: expect.any(Number),
        signedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect((await api.getTransaction(id))!.payment.status).toBe("SIGNED");
    });

    it("refuses a second approval: ILLEGAL_TRANSACTION_STATUS", async () => {
      const id = await toSign();
      await api.approveTransaction(id);
      const error = await refusal(id);
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ kind: "http", status: 400, code: "ILLEGAL_TRANSACTION_STATUS" });
    });

    it("refuses an unknown payment: TRANSACTION_NOT_FOUND", async () => {
      expect(await refusal(999_999)).toMatchObject({ status: 404, code: "TRANSACTION_NOT_FOUND" });
    });

    it("refuses a payment created in the web interface: API_APPROVAL_NOT_ALLOWED", async () => {
      const id = await toSign({ channel: "web", createdByClient: null });
      expect(await refusal(id)).toMatchObject({ status: 403, code: "API_APPROVAL_NOT_ALLOWED" });
    });

    it("refuses while signing is off for the tenant: SIGNING_DISABLED", async () => {
      const id = await toSign();
      await control("PATCH", "/features", { signing: { enabled: false } });
      expect(await refusal(id)).toMatchObject({ status: 403, code: "SIGNING_DISABLED" });
    });

    it("refuses a payment the approver created itself: SAME_CLIENT_APPROVAL", async () => {
      const id = await toSign({ createdByClient: SANDBOX_CLIENTS.approver.id });
      expect(await refusal(id)).toMatchObject({ status: 403, code: "SAME_CLIENT_APPROVAL" });
    });
  });
});
