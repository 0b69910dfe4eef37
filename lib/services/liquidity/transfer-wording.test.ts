import { describe, expect, it } from "vitest";
import {
  DIFFERENT_SCHEMES_MESSAGE,
  FEATURE_DISABLED_MESSAGE,
  listFailureMessage,
  transferWording,
} from "./transfer-wording";

const http = (status: number, code?: string, fieldErrors?: { field: string; message: string }[]) => ({
  kind: "http" as const,
  status,
  code,
  fieldErrors,
});

describe("transfer wording", () => {
  it("explains a cross-scheme refusal and marks the creditor account", () => {
    const w = transferWording(http(400, "TRANSFER_BETWEEN_DIFFERENT_SCHEMES"));
    expect(w.state).toBe("refused");
    expect(w.message).toBe(DIFFERENT_SCHEMES_MESSAGE);
    expect(w.message).toContain("SCT account and the SCT Inst (instant) account of the same BIC");
    expect(w.fieldErrors).toEqual({ creditorAccount: expect.stringContaining("Not allowed") });
  });

  it("calls FEATURE_DISABLED a tenant setting, for the form and the list alike", () => {
    expect(transferWording(http(403, "FEATURE_DISABLED")).message).toBe(FEATURE_DISABLED_MESSAGE);
    expect(FEATURE_DISABLED_MESSAGE).toContain("tenant setting");
    expect(listFailureMessage(http(403, "FEATURE_DISABLED"))).toBe(FEATURE_DISABLED_MESSAGE);
    expect(listFailureMessage(http(502))).toBeNull();
  });

  it("puts the platform's field errors on the form's fields", () => {
    const w = transferWording(
      http(400, "VALIDATION_ERROR", [
        { field: "purpose", message: "Too big: expected string to have <=140 characters" },
        { field: "amount", message: "Too small" },
        { field: "somethingElse", message: "?" },
      ]),
    );
    expect(Object.keys(w.fieldErrors).sort()).toEqual(["amount", "purpose"]);
    expect(w.fieldErrors.purpose).toContain("<=140");
  });

  it("no answer (timeout, broken connection, 5xx, unreadable body) is unknown, and never says send again", () => {
    const failures = [
      { kind: "timeout" as const, status: null },
      { kind: "connection" as const, status: null },
      { kind: "invalid_response" as const, status: 201 },
      http(500),
      http(503),
    ];
    for (const f of failures) {
      const w = transferWording(f);
      expect(w.state).toBe("unknown");
      expect(w.message).not.toMatch(/send (it )?again/i);
    }
  });

  it("anything else: the platform's own message, and that nothing moved", () => {
    const w = transferWording({ ...http(422, "NEW_CODE"), platformMessage: "Cut-off passed" });
    expect(w).toEqual({
      state: "refused",
      message: "The platform refused the transfer: Cut-off passed. Nothing was transferred.",
      fieldErrors: {},
    });
  });
});
