import { describe, expect, it } from "vitest";
import { parseSettings } from "@/lib/env";
import { fakePayments, startFakePaymentsPlatform } from "@/lib/testing/fake-payments-platform";
import { sandboxSettings } from "@/sandbox/defaults";
import { useSandbox, type THarness } from "@/sandbox/testing/harness";
import type { TCheck, TProbeReport } from "./report";
import { runProbe } from "./run-probe";

// The go-live probe against both sandbox profiles and against a gateway that ignores a filter: what it
// reports must be what the providers' own run-time checks conclude, and it must never write unless asked.

const settingsFor = (origin: string, extra: Record<string, string> = {}) =>
  parseSettings({
    ...sandboxSettings(origin),
    DATABASE_URL: "postgresql://no-database.invalid/none",
    NEXTAUTH_SECRET: "x".repeat(32),
    ...extra,
  });
const probe = (origin: string, extra: Record<string, string> = {}, allowWrites = false) =>
  runProbe(settingsFor(origin, extra), { databaseUrl: null, ledgerAccount: null, allowWrites });
const find = (r: TProbeReport, what: string): TCheck => {
  const check = r.checks.find((c) => c.what.startsWith(what));
  if (!check) throw new Error(`no check "${what}" in: ${r.checks.map((c) => c.what).join(" | ")}`);
  return check;
};
/** The transfer list's checks that did not hold (the seeded transfers differ in status, accounts, time). */
const liquidityMisses = (r: TProbeReport) =>
  r.checks
    .filter((c) => c.area === "gateway: liquidity transfers" && c.verdict !== "holds")
    .map((c) => c.what);
const transfers = async (s: THarness) =>
  (await s.call("GET", "/gateway/v1/nostro-accounts/transfers?limit=100", { auth: "gateway" })).body.meta
    .amount as number;

describe("platform probe, default sandbox", () => {
  const sandbox = useSandbox();

  it("finds every assumption holding, the lists with ids, and unknown parameters refused", async () => {
    await sandbox.control("POST", "/seed");
    const report = await probe(sandbox.origin);
    expect(report.checks.filter((c) => c.verdict === "fail")).toEqual([]);
    expect(find(report, "status and type lists").verdict).toBe("holds");
    expect(find(report, "a query parameter the platform does not know").then).toMatch(/refused loudly/);
    expect(find(report, "v2 filter status sent as `statuses`").verdict).toBe("holds");
    expect(find(report, "v3 filter direction").verdict).toBe("holds");
    expect(liquidityMisses(report)).toEqual([]);
  });

  it("writes nothing without --allow-writes, one 0.01 EUR transfer with it, nothing in production", async () => {
    await sandbox.control("POST", "/seed");
    const before = await transfers(sandbox);
    expect(find(await probe(sandbox.origin), "POST /v1/nostro-accounts/transfers").verdict).toBe("skipped");
    const prod = await probe(sandbox.origin, { PLATFORM_ENVIRONMENT: "production" }, true);
    expect(find(prod, "POST /v1/nostro-accounts/transfers").evidence).toMatch(/production/);
    expect(await transfers(sandbox)).toBe(before);
    expect(find(await probe(sandbox.origin, {}, true), "POST /v1/nostro-accounts/transfers").verdict).toBe(
      "holds",
    );
    expect(await transfers(sandbox)).toBe(before + 1);
  });
});

describe("platform probe, strict sandbox", () => {
  const sandbox = useSandbox({ SANDBOX_PROFILE: "strict", SANDBOX_WRITE_DROP_RATE: "0" });

  it("reports the status lists' fallback and unknown parameters ignored, and fails nothing", async () => {
    await sandbox.control("POST", "/seed");
    const report = await probe(sandbox.origin);
    expect(report.checks.filter((c) => c.verdict === "fail")).toEqual([]);
    const lists = find(report, "status and type lists");
    expect(lists.verdict).toBe("fallback");
    expect(lists.then).toMatch(/classifiers the interface lists/);
    expect(find(report, "a query parameter the platform does not know").then).toMatch(/row checks/);
    // Without the platform's ids a status filter is never sent, so there is nothing to probe.
    expect(report.checks.some((c) => c.what.includes("filter status"))).toBe(false);
    // Both profiles use the transfer list's names (docs/platform.md): every filter and the order hold.
    expect(liquidityMisses(report)).toEqual([]);
  });
});

describe("platform probe, a gateway that ignores a filter", () => {
  const sandbox = useSandbox();

  it("reports the filter as applied here (a fallback), not as holding", async () => {
    const rows = fakePayments(30).map(
      (p, i) => ({ ...p, direction: i % 3 ? "OUTBOUND" : "INBOUND" }) as const,
    );
    const fake = await startFakePaymentsPlatform(rows, { honours: ["transaction_id", "id"] });
    try {
      const report = await probe(sandbox.origin, { PLATFORM_BASE_URL: fake.server.url });
      const direction = find(report, "v3 filter direction");
      expect(direction.verdict).toBe("fallback");
      expect(direction.then).toMatch(/applies this filter itself/);
      expect(find(report, "v3 filter id").verdict).toBe("holds");
    } finally {
      await fake.close();
    }
  });
});
