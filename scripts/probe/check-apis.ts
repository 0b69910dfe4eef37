// Tokens, restriction orders and the ledger, read-only (liquidity transfers: check-transfers.ts). Each read
// goes through the app's own provider, so a body in another shape than Countersign expects shows here as it
// would on a page.
import { withPlatform } from "../../lib/services/platform/registry";
import { readCheckedPage } from "../../lib/services/restriction-orders/read-checked-page";
import { guarded, type TCheck } from "./report";
import type { TClientName, TProbeTarget } from "./target";

export async function checkTokens(t: TProbeTarget): Promise<TCheck[]> {
  const names: TClientName[] = ["gateway", "approver", "ledger", "restriction"];
  return Promise.all(
    names.map((name) =>
      guarded("token server", `a token for the ${name} client`, async () => {
        await t.tokens[name].getToken();
        return {
          area: "token server",
          what: `a token for the ${name} client`,
          verdict: "holds",
          evidence: "client-credentials grant answered with a bearer token",
        };
      }),
    ),
  );
}

export async function checkRestriction(t: TProbeTarget): Promise<TCheck[]> {
  const AREA = "restriction orders";
  const what = "GET /api/v1/orders with a status filter, sort and page (names not shown)";
  return [
    await guarded(AREA, what, async () => {
      const checked = await withPlatform({ restriction: t.restriction }, () =>
        readCheckedPage({ page: 0, size: 20, status: "UNPROCESSED", sort: { key: "date", dir: "desc" } }),
      );
      const misses = [
        checked.statusFilter !== "honoured" && `status filter ${checked.statusFilter}`,
        checked.sort !== "honoured" && `sort ${checked.sort}`,
        checked.paging !== "honoured" && "page numbers differ",
      ].filter(Boolean);
      return {
        area: AREA,
        what,
        verdict: misses.length ? "fallback" : "holds",
        evidence: `${checked.page.orders.length} order(s) on page 0; ${misses.length ? misses.join(", ") : "status, sort and page applied as sent"}`,
        then: misses.length
          ? "the list filters here and says so on the page; a single order is found by a bounded scan"
          : undefined,
      };
    }),
  ];
}

export async function checkLedger(t: TProbeTarget, accountId: string | null): Promise<TCheck[]> {
  const AREA = "ledger";
  const what = "GET /v1/accounts/{accountId} (shape stated)";
  if (!accountId) {
    return [
      {
        area: AREA,
        what,
        verdict: "skipped",
        evidence: "the ledger has no list to find an account in; pass --ledger-account <uuid> to read one",
      },
    ];
  }
  return [
    await guarded(AREA, what, async () => {
      const account = await t.ledger.getAccount(accountId);
      return {
        area: AREA,
        what,
        verdict: "holds",
        evidence: `account ${account.accountId}: ${account.status}, ${account.balances.length} balance line(s)`,
      };
    }),
  ];
}
