// The tenant's settlement (nostro) accounts at the clearing connection. Liquidity moves only between the
// SCT and the SCT Inst (INST) account of one BIC (docs/platform-interface.md#liquidity-transfers,
// TRANSFER_BETWEEN_DIFFERENT_SCHEMES); the second BIC has an SCT account only, so every transfer touching it
// is refused.

export type TSettlementAccount = { account: string; bic: string; scheme: "SCT" | "INST"; bankName: string };

export const TENANT_BIC = "CSGNLT21XXX";

export const SETTLEMENT_ACCOUNTS: readonly TSettlementAccount[] = [
  { account: "LT223999010000000101", bic: TENANT_BIC, scheme: "SCT", bankName: "Countersign Sandbox Bank" },
  { account: "LT113999010000000202", bic: TENANT_BIC, scheme: "INST", bankName: "Countersign Sandbox Bank" },
  {
    account: "LT163999110000000301",
    bic: "CSGNLT22XXX",
    scheme: "SCT",
    bankName: "Countersign Sandbox Bank, Kaunas branch",
  },
];

export const [SCT_ACCOUNT, INST_ACCOUNT, OTHER_BIC_ACCOUNT] = SETTLEMENT_ACCOUNTS.map((a) => a.account) as [
  string,
  string,
  string,
];

export const settlementAccount = (account: string) => SETTLEMENT_ACCOUNTS.find((a) => a.account === account);

/** True only for SCT → INST or INST → SCT between the tenant's accounts of the same BIC. */
export function isSameBicCrossScheme(debtorAccount: string, creditorAccount: string): boolean {
  const debtor = settlementAccount(debtorAccount);
  const creditor = settlementAccount(creditorAccount);
  return !!debtor && !!creditor && debtor.bic === creditor.bic && debtor.scheme !== creditor.scheme;
}
