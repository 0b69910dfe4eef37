import { describe, expect, it } from "vitest";
import { rejectedTrafficSentence } from "./rejected-traffic";

describe("rejectedTrafficSentence", () => {
  const none = { hours: 24, rejected: 0, sources: 0, stored: 0, limited: 0, notAllowed: 0 };

  it("says how many were refused, from how many sources, and how many were stored", () => {
    expect(rejectedTrafficSentence(none)).toBe("No rejected requests in the last 24 h.");
    expect(rejectedTrafficSentence({ ...none, rejected: 1, sources: 1, stored: 1 })).toBe(
      "1 rejected request from 1 source in the last 24 h; 1 stored.",
    );
    expect(
      rejectedTrafficSentence({
        ...none,
        rejected: 1200,
        sources: 3,
        stored: 20,
        limited: 1060,
        notAllowed: 4,
      }),
    ).toBe(
      "1,200 rejected requests from 3 sources in the last 24 h; 20 stored, 1,060 over the rate limit, 4 from outside the allowed networks.",
    );
  });
});
