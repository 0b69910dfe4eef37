import { describe, expect, it } from "vitest";
import { createFeatureSightings } from "./feature-sightings";

// The tenant's features as observed: FEATURE_DISABLED answers per API and operation, and successes.
describe("feature sightings", () => {
  it("keeps the first and last FEATURE_DISABLED per operation, and the latest success", () => {
    const f = createFeatureSightings();
    f.record("gateway", "GET /v1/nostro-accounts/transfers", "FEATURE_DISABLED", 1_000);
    f.record("gateway", "GET /v1/nostro-accounts/transfers", "FEATURE_DISABLED", 2_000);
    f.record("gateway", "GET /v3/payments", "ok", 3_000);
    f.record("gateway", "GET /v3/payments", "ok", 4_000);
    f.record("gateway", "GET /v3/payments", "http", 5_000);
    expect(f.drain()).toEqual({
      disabled: [
        { api: "gateway", operation: "GET /v1/nostro-accounts/transfers", firstSeen: 1_000, lastSeen: 2_000 },
      ],
      ok: [{ api: "gateway", operation: "GET /v3/payments", at: 4_000 }],
    });
    expect(f.drain()).toEqual({ disabled: [], ok: [] });
  });

  it("stays bounded whatever the number of operations", () => {
    const f = createFeatureSightings();
    for (let i = 0; i < 2_000; i++) f.record("gateway", `GET /op${i}`, "FEATURE_DISABLED", i);
    expect(f.drain().disabled.length).toBe(500);
  });
});
