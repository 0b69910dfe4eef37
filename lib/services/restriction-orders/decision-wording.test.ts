import { describe, expect, it } from "vitest";
import { failureWording, listFailureWording } from "./decision-wording";
import { refusal } from "@/lib/testing/fake-restriction-platform";

// Every error code of :confirm / :reject (docs/platform.md, "The four error shapes", plus 500) and of the
// list is a sentence that says what happened and what to do next.

const confirm = { decision: "CONFIRM" as const, reason: null };
const reject = { decision: "REJECT" as const, reason: "NO_FUNDS" };

describe("failureWording", () => {
  it.each([
    ["ORDER_NOT_FOUND", 404, "refused", "go back to the list"],
    ["ORDER_ALREADY_PROCESSED", 409, "refused", "reload the order"],
    ["INVALID_REJECTION_REASON", 400, "refused", "choose another of the 20 reasons"],
    ["VALIDATION_ERROR", 400, "refused", "can still be decided"],
    ["INTERNAL_ERROR", 500, "unknown", "never decides twice"],
  ] as const)("%s (%i) is %s and says what to do", (code, status, state, next) => {
    const w = failureWording(refusal(status, code), reject, "RO-1");
    expect(w.state).toBe(state);
    expect(w.message).toContain(next);
    expect(w.message).toMatch(/^[A-Z].*\.$/);
    expect(w.message).not.toContain("undefined");
  });

  it("names the reason in words when the platform refuses it", () => {
    expect(failureWording(refusal(400, "INVALID_REJECTION_REASON"), reject, "RO-1").message).toContain(
      "No funds (NO_FUNDS)",
    );
  });

  it("a timeout or a broken connection is unknown, never a refusal", () => {
    expect(failureWording(refusal(null, undefined, "timeout"), confirm, "RO-1").state).toBe("unknown");
    expect(failureWording(refusal(null, undefined, "connection"), confirm, "RO-1").state).toBe("unknown");
    expect(failureWording(refusal(502), confirm, "RO-1").state).toBe("unknown");
  });

  it("a success whose body is not the stated {result: {accepted}} is unknown (read back), not a broken connection", () => {
    const w = failureWording(refusal(200, undefined, "invalid_response"), confirm, "RO-1");
    expect(w.state).toBe("unknown");
    expect(w.message).toContain("answered in a form Countersign does not understand");
    expect(w.message).not.toContain("connection");
  });

  it("bad credentials send the reader to an administrator", () => {
    expect(failureWording(refusal(401), confirm, "RO-1").message).toContain("administrator");
  });
});

describe("listFailureWording", () => {
  it("puts the list's two error shapes and the transport's in words", () => {
    expect(listFailureWording(refusal(400, "VALIDATION_ERROR"))).toContain("refused the list query");
    expect(listFailureWording(refusal(500, "INTERNAL_ERROR"))).toContain("internal error");
    expect(listFailureWording(refusal(null, undefined, "timeout"))).toContain("did not answer in time");
    expect(listFailureWording(refusal(null, undefined, "connection"))).toContain("could not be reached");
  });
});
