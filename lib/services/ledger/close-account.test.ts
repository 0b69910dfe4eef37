import { describe, expect, it } from "vitest";
import { ACCOUNT_NOT_FOUND } from "./get-account";
import { ALREADY_CLOSED, closeOutcomeOf } from "./close-account";

// The ledger's answers to a close, in the words the dialog shows.

const refused = (
  providerStatus: number,
  fieldErrors: { field: string; message: string; in?: string }[] = [],
) =>
  ({
    state: "refused",
    providerStatus,
    providerCode: null,
    message: "Constraint Violation",
    fieldErrors,
  }) as const;

describe("closeOutcomeOf", () => {
  it("passes an accepted close through with its correlation id", () => {
    expect(closeOutcomeOf({ state: "accepted", correlationId: "c-1", replay: true })).toEqual({
      state: "accepted",
      correlationId: "c-1",
      replay: true,
    });
  });

  it('reads the 400 "account is already CLOSED" on the path id as already closed', () => {
    expect(
      closeOutcomeOf(
        refused(400, [{ field: "accountId", in: "path", message: "account is already CLOSED" }]),
      ),
    ).toEqual({ state: "already_closed", message: ALREADY_CLOSED });
  });

  it("keeps any other 400 a refusal that names the field and message", () => {
    const o = closeOutcomeOf(
      refused(400, [{ field: "Idempotency-Key", message: "must not contain whitespace" }]),
    );
    expect(o).toMatchObject({ state: "refused", providerStatus: 400 });
    expect(o.state === "refused" && o.message).toBe(
      "The ledger refused to close this account (Idempotency-Key: must not contain whitespace).",
    );
  });

  it("says not found for a 404", () => {
    expect(closeOutcomeOf(refused(404))).toEqual({ state: "not_found", message: ACCOUNT_NOT_FOUND });
  });

  it("keeps unknown and other_request with their sentences", () => {
    expect(closeOutcomeOf({ state: "unknown", message: "m" })).toEqual({ state: "unknown", message: "m" });
    expect(closeOutcomeOf({ state: "other_request", message: "n" })).toEqual({
      state: "other_request",
      message: "n",
    });
  });
});
