import "server-only";
import { env } from "@/lib/env";
import type { TSettlementAccount } from "@/lib/domain/liquidity/liquidity";

// ASSUMPTION, kept in this one place: the platform has no endpoint that lists a tenant's settlement
// (nostro) accounts — docs/platform-interface.md#liquidity-transfers names them only as the debtor/creditor
// of a transfer — so the accounts the "new transfer" form offers are configured:
// LIQUIDITY_SETTLEMENT_ACCOUNTS. The defaults are the sandbox tenant's (sandbox/README.md, "Settlement
// accounts of the sandbox tenant"); a real tenant sets the accounts its platform contract names. The platform
// stays the judge: a pair it does not allow is refused with TRANSFER_BETWEEN_DIFFERENT_SCHEMES whatever this
// list says, and the page explains why.

export const SANDBOX_SETTLEMENT_ACCOUNTS: readonly TSettlementAccount[] = [
  {
    account: "LT223999010000000101",
    bic: "CSGNLT21XXX",
    scheme: "SCT",
    bankName: "Countersign Sandbox Bank",
  },
  {
    account: "LT113999010000000202",
    bic: "CSGNLT21XXX",
    scheme: "INST",
    bankName: "Countersign Sandbox Bank",
  },
  {
    account: "LT163999110000000301",
    bic: "CSGNLT22XXX",
    scheme: "SCT",
    bankName: "Countersign Sandbox Bank, Kaunas branch",
  },
];

export function settlementAccounts(): readonly TSettlementAccount[] {
  return env.LIQUIDITY_SETTLEMENT_ACCOUNTS ?? SANDBOX_SETTLEMENT_ACCOUNTS;
}
