import { describe, expect, it } from "vitest";
import {
  fakeTransfer,
  fakeTransfersPlatform,
  type TFakeTransfersOptions,
} from "@/lib/testing/fake-transfers-platform";
import type { TCheck } from "./report";
import { checkTransfers } from "./check-transfers";
import type { TProbeTarget } from "./target";

// The probe's transfer-list checks against platforms that apply, ignore or refuse Countersign's names: each
// filter (and the order) is reported as holding or as the fallback the page then uses.

const rows = Array.from({ length: 8 }, (_, i) =>
  fakeTransfer(i + 1, {
    status: i % 3 ? "COMPLETED" : "REJECTED",
    debtorAccount: i % 2 ? "SCT" : "INST",
    creditorAccount: i % 2 ? "INST" : "SCT",
  }),
);
async function probe(opts: TFakeTransfersOptions) {
  const { gateway } = fakeTransfersPlatform(rows, opts);
  const checks = await checkTransfers({
    gateway: { listTransfers: gateway.listTransfers },
  } as unknown as TProbeTarget);
  return Object.fromEntries(checks.map((c) => [c.what.split(" (")[0], c])) as Record<string, TCheck>;
}
const verdicts = (checks: Record<string, TCheck>) =>
  Object.fromEntries(Object.entries(checks).map(([what, c]) => [what, c.verdict]));

describe("the probe's liquidity transfer list checks", () => {
  it("a platform that applies every name: each filter and the order hold", async () => {
    expect(verdicts(await probe({}))).toEqual({
      "GET /v1/nostro-accounts/transfers": "holds",
      "status filter": "holds",
      "debtorAccount filter": "holds",
      "creditorAccount filter": "holds",
      "dateTime filter": "holds",
      "requestId filter": "holds",
      "order by request id": "holds",
    });
  });

  it("a platform that ignores them: each is a fallback, and says what the page does then", async () => {
    const checks = await probe({ honours: ["creditorAccount"] });
    expect(checks["creditorAccount filter"]!.verdict).toBe("holds");
    expect(checks["status filter"]).toMatchObject({ verdict: "fallback" });
    expect(checks["status filter"]!.then).toMatch(/counted here by each row's own status/);
    expect(checks["debtorAccount filter"]!.evidence).toMatch(/4 of 8 transfer\(s\) do not match/);
    expect(checks["dateTime filter"]!.then).toMatch(/filtered here with a notice/);
    expect(checks["order by request id"]).toMatchObject({ verdict: "fallback" });
  });

  it("a platform that refuses a name with a 400: a fallback read again without it", async () => {
    const checks = await probe({ refuses: ["status"] });
    expect(checks["status filter"]).toMatchObject({ verdict: "fallback" });
    expect(checks["status filter"]!.evidence).toMatch(/refused with 400 naming status/);
    expect(checks["status filter"]!.then).toMatch(/^the list is read again without it/);
  });
});
