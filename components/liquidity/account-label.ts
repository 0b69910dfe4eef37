import type { TSettlementAccount } from "@/lib/domain/liquidity/liquidity";

const SCHEME_NAMES = { SCT: "SCT", INST: "SCT Inst" } as const;

/** "LT22… · Countersign Sandbox Bank · CSGNLT21XXX · SCT": how a settlement account is named on the page. */
export const accountLabel = (a: TSettlementAccount) =>
  `${a.account} · ${a.bankName} · ${a.bic} · ${SCHEME_NAMES[a.scheme]}`;

export const findAccount = (accounts: readonly TSettlementAccount[], account: string) =>
  accounts.find((a) => a.account === account);

/**
 * Whether the configured facts say the platform allows this pair: only SCT ↔ SCT Inst of one BIC. A hint
 * only — the platform decides, and its refusal is explained after it answers.
 */
export function pairLooksAllowed(accounts: readonly TSettlementAccount[], debtor: string, creditor: string) {
  const d = findAccount(accounts, debtor);
  const c = findAccount(accounts, creditor);
  if (!d || !c) return true;
  return d.bic === c.bic && d.scheme !== c.scheme;
}
