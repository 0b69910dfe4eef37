import { expect } from "vitest";
import { type THarness, useSandbox } from "../testing/harness";

// The cancellation conformance files' shared scene: a sandbox, helpers for its requests, and the check that
// a refusal leaves everything unchanged (rule 8). Call it at the top of a test file: the harness registers
// that file's hooks.

export function cancellationScene() {
  const sandbox = useSandbox({ SANDBOX_PAYMENT_STEP_MS: "2000" });
  const inbound = (body: object = {}) => sandbox.control("POST", "/cancellations/inbound", body);
  const state = (id: number) => sandbox.control("GET", `/cancellations/${id}`);
  const advance = (ms: number) => sandbox.control("POST", "/clock/advance", { ms });
  const get = (id: number | string) =>
    sandbox.call("GET", `/gateway/v1/cancellation-requests/${id}`, { auth: "gateway" });
  const respond = (id: number | string, body: unknown) =>
    sandbox.call("POST", `/gateway/v3/cancellation-requests/${id}:respond`, { auth: "gateway", body });

  /** The answer is the error, and neither the request nor its payments changed. */
  async function expectRefused(
    id: number,
    send: () => ReturnType<THarness["call"]>,
    status: number,
    code: string,
  ) {
    const before = await state(id);
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({
      code,
      message: expect.any(String),
      data: { message: expect.any(String), errors: expect.any(Array) },
    });
    expect(await state(id)).toEqual(before);
    return res;
  }

  return { sandbox, inbound, state, advance, get, respond, expectRefused };
}

export const accept = (feeAmount?: number) => ({
  responseCode: "ACCEPTED",
  responseDetails: feeAmount === undefined ? undefined : { feeAmount },
});

// The rejections the cancellations*.test.ts files send.

export const SEPA_REJECT = {
  responseCode: "REJECTED",
  responseDetails: { rejectionReasonCode: "CUST", additionalInformation: "Beneficiary refuses" },
};

export const swiftReject = (code: string, info?: string) => ({
  responseCode: "REJECTED",
  responseDetails: { swiftRejectionReasonCode: code, additionalInformation: info },
});
