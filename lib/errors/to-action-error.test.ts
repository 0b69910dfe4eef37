import { describe, expect, it } from "vitest";
import { AppError } from "./app-error";
import { ProviderError } from "./provider-error";
import { toActionError } from "./to-action-error";

const ctx = { requestId: "req-12345678", where: "test" };
const providerError = (init: Partial<ConstructorParameters<typeof ProviderError>[0]>) =>
  new ProviderError({
    api: "gateway",
    kind: "http",
    status: 400,
    method: "PATCH",
    path: "/v1/x",
    requestId: "r",
    ...init,
  });

describe("toActionError", () => {
  it("keeps an AppError's code and sentence", () => {
    expect(toActionError(new AppError("conflict", "Already approved."), ctx)).toEqual({
      code: "conflict",
      message: "Already approved.",
      requestId: "req-12345678",
    });
  });

  it("carries an invalid_input AppError's field messages, so one client helper renders every form's", () => {
    const err = new AppError("invalid_input", "Some fields need attention.", {
      fieldErrors: { amount: "Enter an amount above zero." },
    });
    expect(toActionError(err, ctx)).toEqual({
      code: "invalid_input",
      message: "Some fields need attention.",
      fieldErrors: { amount: "Enter an amount above zero." },
      requestId: "req-12345678",
    });
  });

  it("turns a platform refusal into a sentence and carries the platform's code", () => {
    const err = providerError({ code: "ILLEGAL_STATUS", platformMessage: "Transaction is not in TO_SIGN" });
    expect(toActionError(err, ctx)).toMatchObject({
      code: "platform_error",
      providerCode: "ILLEGAL_STATUS",
      message: "The platform refused the request: Transaction is not in TO_SIGN",
    });
  });

  it("warns that a timed-out write may have been applied", () => {
    expect(toActionError(providerError({ kind: "timeout", status: null }), ctx).message).toMatch(
      /may or may not have been applied/,
    );
  });

  it("hides unexpected errors behind the request id", () => {
    const result = toActionError(new Error("relation users does not exist at /srv/app.js:12"), ctx);
    expect(result).toEqual({
      code: "internal",
      message: "Something went wrong on our side. Reference: req-12345678.",
      requestId: "req-12345678",
    });
  });
});
