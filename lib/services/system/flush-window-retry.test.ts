import { describe, expect, it, vi } from "vitest";
import { featureSightings } from "@/lib/metrics/feature-sightings";

// A FEATURE_DISABLED sighting the database could not take is kept for the next minute's write.
vi.mock("@/lib/db/platform-call-minutes", () => ({
  upsertCallMinutes: async () => {},
  pruneCallMinutes: async () => 0,
}));
vi.mock("@/lib/db/platform-features", () => ({
  recordFeatureSightings: async () => {
    throw new Error("database away");
  },
}));
const { flushPlatformWindow } = await import("./flush-window");

describe("flushPlatformWindow when the database refuses the sightings", () => {
  it("puts them back, so the next write has them", async () => {
    featureSightings().record("gateway", "GET /v1/x", "FEATURE_DISABLED", 1_000);
    featureSightings().record("gateway", "GET /v1/x", "FEATURE_DISABLED", 2_000);
    await expect(flushPlatformWindow(3_000)).rejects.toThrow("database away");
    expect(featureSightings().drain().disabled).toEqual([
      { api: "gateway", operation: "GET /v1/x", firstSeen: 1_000, lastSeen: 2_000 },
    ]);
  });
});
