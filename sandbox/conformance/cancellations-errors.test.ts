import { describe, expect, it } from "vitest";
import { accept, cancellationScene, SEPA_REJECT, swiftReject } from "./cancellations-fixtures";

// docs/platform-interface.md#cancellation-requests, "Cancellation response errors (v3)": each error of the
// v3 respond, and that it leaves the request unchanged (rule 8).

const { sandbox, inbound, advance, respond, expectRefused } = cancellationScene();

describe("v3 respond: the error table", () => {
  it("400 ILLEGAL_CANCELLATION_REQUEST_STATUS once answered, while RETURNING and when final", async () => {
    const c = await inbound();
    await respond(c.id, accept());
    await expectRefused(c.id, () => respond(c.id, SEPA_REJECT), 400, "ILLEGAL_CANCELLATION_REQUEST_STATUS");
    await advance(2000);
    await expectRefused(c.id, () => respond(c.id, accept()), 400, "ILLEGAL_CANCELLATION_REQUEST_STATUS");
  });

  it.each([
    ["SEPA", { rejectionReasonCode: "PTNA", additionalInformation: "x" }],
    ["SEPA", { rejectionReasonCode: "NARR", additionalInformation: "x" }],
    ["SWIFT", { swiftRejectionReasonCode: "NARR", additionalInformation: "x" }],
    ["SWIFT", { swiftRejectionReasonCode: "FOCR" }],
  ])("400 ILLEGAL_CANCELLATION_REASON: %s %j", async (scheme, responseDetails) => {
    const c = await inbound({ scheme });
    await expectRefused(
      c.id,
      () => respond(c.id, { responseCode: "REJECTED", responseDetails }),
      400,
      "ILLEGAL_CANCELLATION_REASON",
    );
  });

  it.each([
    [
      "SEPA rejection without additionalInformation",
      "SEPA",
      { responseCode: "REJECTED", responseDetails: { rejectionReasonCode: "CUST" } },
    ],
    [
      "SEPA rejection with an empty additionalInformation",
      "SEPA",
      {
        responseCode: "REJECTED",
        responseDetails: { rejectionReasonCode: "CUST", additionalInformation: "" },
      },
    ],
    [
      "SEPA rejection with 1301 characters",
      "SEPA",
      {
        responseCode: "REJECTED",
        responseDetails: { rejectionReasonCode: "CUST", additionalInformation: "x".repeat(1301) },
      },
    ],
    [
      "SEPA rejection without a reason",
      "SEPA",
      { responseCode: "REJECTED", responseDetails: { additionalInformation: "x" } },
    ],
    [
      "SEPA rejection with a SWIFT reason field",
      "SEPA",
      {
        responseCode: "REJECTED",
        responseDetails: { swiftRejectionReasonCode: "CUST", additionalInformation: "x" },
      },
    ],
    [
      "SEPA acceptance with additionalInformation",
      "SEPA",
      { responseCode: "ACCEPTED", responseDetails: { additionalInformation: "x" } },
    ],
    [
      "acceptance with a rejection reason",
      "SEPA",
      { responseCode: "ACCEPTED", responseDetails: { rejectionReasonCode: "CUST" } },
    ],
    [
      "rejection with a fee",
      "INST",
      { ...SEPA_REJECT, responseDetails: { ...SEPA_REJECT.responseDetails, feeAmount: 10 } },
    ],
    ["SWIFT rejection with 106 characters", "SWIFT", swiftReject("CUST", "y".repeat(106))],
    ["SWIFT ARDT with additionalInformation", "SWIFT", swiftReject("ARDT", "my text")],
    [
      "SWIFT rejection with a SEPA reason field",
      "SWIFT",
      { responseCode: "REJECTED", responseDetails: { rejectionReasonCode: "CUST" } },
    ],
    ["SWIFT rejection without a reason", "SWIFT", { responseCode: "REJECTED", responseDetails: {} }],
  ])("400 VALIDATION_ERROR: %s", async (_name, scheme, body) => {
    const c = await inbound({ scheme });
    const res = await expectRefused(c.id, () => respond(c.id, body), 400, "VALIDATION_ERROR");
    expect(res.body.data.errors[0].field_name).toMatch(/^responseDetails\./);
  });

  it("400 VALIDATION_ERROR: SWIFT ARDT when the payment has no UETR", async () => {
    const c = await inbound({ scheme: "SWIFT", uetr: null });
    await expectRefused(c.id, () => respond(c.id, swiftReject("ARDT")), 400, "VALIDATION_ERROR");
  });

  it.each([
    ["no responseCode", {}],
    ["an unknown responseCode", { responseCode: "MAYBE" }],
    ["a fee that is not an integer", { responseCode: "ACCEPTED", responseDetails: { feeAmount: "10" } }],
    ["an unknown field", { responseCode: "ACCEPTED", extra: true }],
  ])("400 VALIDATION_ERROR for a malformed body: %s", async (_name, body) => {
    const c = await inbound();
    await expectRefused(c.id, () => respond(c.id, body), 400, "VALIDATION_ERROR");
  });

  it("400 VALIDATION_ERROR for a malformed id, on v3 and v1", async () => {
    for (const path of ["/v3/cancellation-requests/abc:respond", "/v1/cancellation-requests/0:accept"]) {
      const res = await sandbox.call("POST", `/gateway${path}`, {
        auth: "gateway",
        body: { responseCode: "ACCEPTED" },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "VALIDATION_ERROR", data: { errors: [{ field_name: "id" }] } });
    }
  });

  it("400 VALIDATION_ERROR for malformed JSON", async () => {
    const c = await inbound();
    const send = () =>
      sandbox.call("POST", `/gateway/v3/cancellation-requests/${c.id}:respond`, {
        auth: "gateway",
        rawBody: "{nope",
        headers: { "content-type": "application/json" },
      });
    await expectRefused(c.id, send, 400, "VALIDATION_ERROR");
  });

  it("400 NEGATIVE_FEE_AMOUNT", async () => {
    const c = await inbound({ scheme: "SEPA" });
    await expectRefused(c.id, () => respond(c.id, accept(-1)), 400, "NEGATIVE_FEE_AMOUNT");
  });

  it.each([[10_000], [10_001]])(
    "400 FEE_AMOUNT_GREATER_THAN_OR_EQUAL_TO_TRANSACTION_AMOUNT: fee %i on 10000",
    async (fee) => {
      const c = await inbound({ scheme: "SEPA", amount: 10_000 });
      await expectRefused(
        c.id,
        () => respond(c.id, accept(fee)),
        400,
        "FEE_AMOUNT_GREATER_THAN_OR_EQUAL_TO_TRANSACTION_AMOUNT",
      );
    },
  );

  it("400 FEE_NOT_SUPPORTED_FOR_SCHEMA: a non-zero SWIFT fee", async () => {
    const c = await inbound({ scheme: "SWIFT" });
    await expectRefused(c.id, () => respond(c.id, accept(1)), 400, "FEE_NOT_SUPPORTED_FOR_SCHEMA");
  });

  it("400 CANCELLATION_CHANNEL_BIC_MISSING, for acceptance and rejection", async () => {
    const c = await inbound({ channelBic: null });
    await expectRefused(c.id, () => respond(c.id, accept()), 400, "CANCELLATION_CHANNEL_BIC_MISSING");
    await expectRefused(c.id, () => respond(c.id, SEPA_REJECT), 400, "CANCELLATION_CHANNEL_BIC_MISSING");
  });

  it("400 VALID_RETURN_EXISTS when accepting; rejecting stays possible", async () => {
    const c = await inbound({ existingReturn: true });
    await expectRefused(c.id, () => respond(c.id, accept()), 400, "VALID_RETURN_EXISTS");
    expect((await respond(c.id, SEPA_REJECT)).status).toBe(200);
  });

  it("400 VALID_RETURN_EXISTS for a second request on a payment already returned through the first", async () => {
    const first = await inbound({ scheme: "INST" });
    const second = await inbound({ transactionId: first.transactionId, reason: "FRAD" });
    expect((await respond(first.id, accept())).status).toBe(200);
    await expectRefused(second.id, () => respond(second.id, accept()), 400, "VALID_RETURN_EXISTS");
  });

  it("400 ILLEGAL_TRANSACTION_DIRECTION: the linked payment is outbound", async () => {
    const c = await inbound({ paymentDirection: "OUTBOUND" });
    await expectRefused(c.id, () => respond(c.id, accept()), 400, "ILLEGAL_TRANSACTION_DIRECTION");
  });

  it("400 CANCELLATION_REQUEST_TRANSACTION_NOT_FOUND: no linked payment", async () => {
    const c = await inbound({ scheme: "SEPA", linked: false });
    await expectRefused(
      c.id,
      () => respond(c.id, accept()),
      400,
      "CANCELLATION_REQUEST_TRANSACTION_NOT_FOUND",
    );
  });

  it("403 FEATURE_DISABLED for SWIFT without the tenant feature; SEPA still answers", async () => {
    await sandbox.control("PATCH", "/features", { swiftCancellation: false });
    const swift = await inbound({ scheme: "SWIFT" });
    await expectRefused(swift.id, () => respond(swift.id, swiftReject("CUST")), 403, "FEATURE_DISABLED");
    const sepa = await inbound({ scheme: "SEPA" });
    expect((await respond(sepa.id, accept())).status).toBe(200);
  });

  it("404 CANCELLATION_REQUEST_NOT_FOUND, before the body is judged against a schema", async () => {
    const res = await respond(424_242, swiftReject("NARR"));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("CANCELLATION_REQUEST_NOT_FOUND");
  });

  it("405 ILLEGAL_TRANSACTION_METHOD: a SEPA request whose payment is not SEPA CT or Instant", async () => {
    const c = await inbound({ scheme: "SEPA", paymentMethod: "SWIFT" });
    await expectRefused(c.id, () => respond(c.id, accept()), 405, "ILLEGAL_TRANSACTION_METHOD");
  });

  it.each([["SDD"], ["T2"]])(
    "409 UNSUPPORTED_CANCELLATION_SCHEMA for %s, ahead of every other check",
    async (scheme) => {
      const c = await inbound({ scheme, channelBic: null });
      await expectRefused(
        c.id,
        () => respond(c.id, swiftReject("NARR")),
        409,
        "UNSUPPORTED_CANCELLATION_SCHEMA",
      );
    },
  );
});
