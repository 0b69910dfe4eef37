import { describe, expect, it } from "vitest";
import { ORDERS, restrictionScene } from "./restriction-fixtures";

// docs/platform-interface.md#restriction-orders: list with a status filter and page/size/sort paging, confirm
// and reject (20 reasons) — the sandbox's choices for what the interface leaves open are in
// docs/platform.md#assumptions-restriction-orders (status param `status`, 0-based pages, body field `reason`,
// codes).
// This file: confirm and reject. The list: restriction-list.test.ts.

const { sandbox, confirm, reject, order, statusOf } = restrictionScene();

describe("POST /api/v1/orders/{docId}:confirm", () => {
  it("confirms an UNPROCESSED order", async () => {
    const { header } = await order();
    const res = await confirm(header.doc_id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: { accepted: expect.any(String) } });
    expect(await statusOf(header.doc_id)).toBe("CONFIRMED");
  });

  it("accepts a JSON content type with an empty body", async () => {
    const { header } = await order();
    const res = await sandbox.call("POST", `${ORDERS}/${header.doc_id}:confirm`, {
      auth: "restriction",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(200);
  });

  it("addresses document ids with reserved characters, percent-encoded", async () => {
    await order({ docId: "RO 2025:7" });
    expect((await confirm("RO 2025:7")).status).toBe(200);
    expect(await statusOf("RO 2025:7")).toBe("CONFIRMED");
  });

  it("answers 404 ORDER_NOT_FOUND for an unknown document", async () => {
    const res = await confirm("RO-MISSING");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: "ORDER_NOT_FOUND", data: { errors: [] } });
  });

  it.each(["CONFIRMED", "REJECTED"])("answers 409 ORDER_ALREADY_PROCESSED for a %s order", async (status) => {
    const { header } = await order({ status });
    const res = await confirm(header.doc_id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("ORDER_ALREADY_PROCESSED");
    expect(await statusOf(header.doc_id)).toBe(status);
  });

  it("answers 400 VALIDATION_ERROR for a document id over 64 characters", async () => {
    const res = await confirm("R".repeat(65));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_ERROR");
  });
});

describe("POST /api/v1/orders/{docId}:reject", () => {
  it("rejects an UNPROCESSED order with a reason", async () => {
    const { header } = await order();
    const res = await reject(header.doc_id, { reason: "NO_FUNDS" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: { accepted: expect.any(String) } });
    expect(await statusOf(header.doc_id)).toBe("REJECTED");
  });

  it.each([
    "NO_ACCOUNT",
    "PAYER_ERROR",
    "PAYEE_ERROR",
    "NO_AGREEMENT",
    "NO_FUNDS",
    "ILLEGAL_OPERATION",
    "TO_CARD_FILE",
    "NO_PRIMARY_DOC",
    "ILLEGAL_AMOUNT",
    "NO_PAYEE_CODE",
    "NOT_UNIQUE",
    "INCORRECT_RANGE",
    "FORMAT_ERROR",
    "EXECUTED",
    "NO_ID",
    "CLOSED_ID",
    "ILLEGAL_ACCOUNT_TYPE",
    "ILLEGAL_REFERENCE_CODE",
    "ILLEGAL_CURRENCY",
    "UNKNOWN_ERROR",
  ])("accepts the reason %s", async (reason) => {
    const { header } = await order();
    expect((await reject(header.doc_id, { reason })).status).toBe(200);
  });

  it("refuses a reason outside the list with 400 INVALID_REJECTION_REASON, order unchanged", async () => {
    const { header } = await order();
    const res = await reject(header.doc_id, { reason: "TOO_EXPENSIVE" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "INVALID_REJECTION_REASON",
      data: { errors: [{ field_name: "reason", value: "TOO_EXPENSIVE" }] },
    });
    expect(await statusOf(header.doc_id)).toBe("UNPROCESSED");
  });

  it.each([
    ["no body", undefined, undefined],
    ["no reason", {}, undefined],
    ["a numeric reason", { reason: 7 }, undefined],
    ["malformed JSON", undefined, "{reason:"],
  ])("refuses %s with 400 VALIDATION_ERROR, order unchanged", async (_name, body, rawBody) => {
    const { header } = await order();
    const res = await sandbox.call("POST", `${ORDERS}/${header.doc_id}:reject`, {
      auth: "restriction",
      body,
      ...(rawBody && { rawBody, headers: { "content-type": "application/json" } }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "VALIDATION_ERROR", data: { message: expect.any(String) } });
    expect(await statusOf(header.doc_id)).toBe("UNPROCESSED");
  });

  it("answers 404 ORDER_NOT_FOUND for an unknown document", async () => {
    const res = await reject("RO-MISSING", { reason: "NO_ID" });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("ORDER_NOT_FOUND");
  });

  it("answers 409 ORDER_ALREADY_PROCESSED once decided, keeping the first decision", async () => {
    const { header } = await order();
    await confirm(header.doc_id);
    const res = await reject(header.doc_id, { reason: "NO_FUNDS" });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("ORDER_ALREADY_PROCESSED");
    expect(await statusOf(header.doc_id)).toBe("CONFIRMED");
    expect((await reject(header.doc_id, { reason: "NO_FUNDS" })).status).toBe(409);
  });
});
