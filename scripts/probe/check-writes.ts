// The one write the probe may make, and only with --allow-writes outside production: a liquidity transfer
// of 0.01 EUR between two settlement accounts of one BIC (SCT → INST). Its body is a guess (the interface
// shows none), so this is the only way to learn before go-live whether the platform takes it. It is sent
// once and never again, whatever the answer: a transfer without an answer is looked for in the list.
import { randomUUID } from "node:crypto";
import { isProviderError } from "../../lib/errors/provider-error";
import { SANDBOX_SETTLEMENT_ACCOUNTS } from "../../lib/services/liquidity/settlement-accounts";
import { describeError, type TCheck } from "./report";
import type { TProbeTarget } from "./target";

const AREA = "writes";
const WHAT = "POST /v1/nostro-accounts/transfers body (not shown): 0.01 EUR, SCT → INST of one BIC";

export async function checkWrites(t: TProbeTarget, allowed: boolean): Promise<TCheck[]> {
  if (!allowed) {
    return [
      {
        area: AREA,
        what: WHAT,
        verdict: "skipped",
        evidence: "read-only run (give --allow-writes to send it)",
      },
    ];
  }
  if (t.settings.PLATFORM_ENVIRONMENT === "production") {
    return [
      {
        area: AREA,
        what: WHAT,
        verdict: "skipped",
        evidence: "PLATFORM_ENVIRONMENT=production: the probe never writes there",
      },
    ];
  }
  // As the app offers them (lib/services/liquidity/settlement-accounts.ts): unset, the sandbox tenant's.
  const accounts = t.settings.LIQUIDITY_SETTLEMENT_ACCOUNTS ?? SANDBOX_SETTLEMENT_ACCOUNTS;
  const sct = accounts.find(
    (a) => a.scheme === "SCT" && accounts.some((b) => b.scheme === "INST" && b.bic === a.bic),
  );
  const inst = sct && accounts.find((b) => b.scheme === "INST" && b.bic === sct.bic);
  if (!sct || !inst) {
    return [
      {
        area: AREA,
        what: WHAT,
        verdict: "skipped",
        evidence: "LIQUIDITY_SETTLEMENT_ACCOUNTS has no SCT and INST account of one BIC",
      },
    ];
  }
  const requestId = randomUUID();
  const startedAt = new Date(Date.now() - 60_000).toISOString();
  try {
    const made = await t.gateway.createTransfer({
      requestId,
      amountMinor: 1,
      currency: "EUR",
      debtorAccount: sct.account,
      creditorAccount: inst.account,
      transferType: "INTERNAL",
      purpose: "Countersign go-live probe",
    });
    return [
      {
        area: AREA,
        what: WHAT,
        verdict: "holds",
        evidence: `transfer ${made.id} created (${made.status}), request id ${requestId}`,
      },
    ];
  } catch (err) {
    const unanswered = isProviderError(err) && (err.kind !== "http" || (err.status ?? 0) >= 500);
    return [
      {
        area: AREA,
        what: WHAT,
        verdict: "fail",
        evidence: describeError(err),
        then: unanswered
          ? `no answer: look for a 0.01 EUR transfer created after ${startedAt} before running the probe again`
          : "the platform refused the guessed body: compare its field errors with lib/providers/gateway/transfers.ts",
      },
    ];
  }
}
