import { describe, expect, it } from "vitest";
import { REJECTION_REASONS } from "@/lib/domain/events/filters";
import { kindLabel, PROCESSING_BADGE, REJECTION_SENTENCES, rejectionSentence } from "./delivery-wording";

describe("rejectionSentence", () => {
  it("has a short sentence for every code the intake stores", () => {
    for (const code of REJECTION_REASONS) {
      const sentence = rejectionSentence(code);
      expect(sentence).toBe(REJECTION_SENTENCES[code]);
      expect(sentence).toMatch(/^[A-Z].{10,60}\.$/);
      expect(sentence).not.toContain("_");
    }
  });

  it("says different things for different reasons", () => {
    expect(new Set(Object.values(REJECTION_SENTENCES)).size).toBe(REJECTION_REASONS.length);
  });

  it("words the common cases plainly", () => {
    expect(rejectionSentence("missing_signature")).toBe("No signature header was sent.");
    expect(rejectionSentence("wrong_tenant")).toBe("Addressed to another tenant.");
    expect(rejectionSentence("body_too_large")).toBe("The body is larger than 1 MB.");
  });

  it("still shows a code it does not know, and a missing one", () => {
    expect(rejectionSentence("quantum_noise")).toBe("Rejected (quantum_noise).");
    expect(rejectionSentence(null)).toBe("Rejected for an unrecorded reason.");
    expect(rejectionSentence("toString")).toBe("Rejected (toString).");
  });
});

describe("badges and labels", () => {
  it("maps processing states onto the shared badge meanings", () => {
    expect(PROCESSING_BADGE).toEqual({
      pending: "progress",
      processed: "done",
      unprocessable: "failed",
      skipped: "neutral",
    });
  });

  it("words a stored kind for the filter", () => {
    expect(kindLabel("MAX_HOLDING_AMOUNT_BREACHED")).toBe("Max holding amount breached");
  });
});
