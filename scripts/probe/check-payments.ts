// The gateway's payment reads, through the app's own checked search (lib/providers/gateway/payment-search.ts):
// which list dialect answers in the guessed shape, whether the status and type lists exist, and, filter by
// filter, whether the platform applies the parameter names Countersign sends. Read-only.
import type { TSearchApi } from "../../lib/providers/gateway/search-memory";
import { classifiersOf, type TClassifiers } from "../../lib/providers/gateway/verify-classifiers";
import type { TPayment, TPaymentCatalog } from "../../lib/domain/payments/payments";
import { AREA, checkFilter, filtersFrom, holds } from "./check-payment-filters";
import { describeError, guarded, type TCheck } from "./report";
import type { TProbeTarget } from "./target";

export async function checkPayments(t: TProbeTarget): Promise<TCheck[]> {
  const checks: TCheck[] = [];
  let catalog: TPaymentCatalog | null = null;
  const lists = "status and type lists (paths and shapes not shown)";
  checks.push(
    await guarded(AREA, lists, async () => {
      const [statuses, types] = await Promise.all([t.gateway.listStatuses(), t.gateway.listTypes()]);
      catalog = { statuses, types };
      const withIds = statuses.filter((s) => s.id !== null).length;
      return withIds > 0
        ? holds(lists, `${statuses.length} statuses, ${types.length} types, with the platform's ids`)
        : {
            area: AREA,
            what: lists,
            verdict: "fallback",
            evidence: "no list at the guessed paths (404/405/501, or another shape)",
            then: "status and type filters use the classifiers the interface lists and are applied by name here",
          };
    }),
  );
  const classifiers = classifiersOf(catalog);

  const v3 = await readOne(t, "v3", classifiers);
  checks.push(v3.check);
  const v2 = await readOne(t, "v2", classifiers);
  checks.push(v2.check);
  const sample = v2.rows.length ? v2.rows : v3.rows;
  const apis: TSearchApi[] = [
    ...(v3.usable ? (["v3"] as const) : []),
    ...(v2.usable ? (["v2"] as const) : []),
  ];

  checks.push(await unknownParameter(t, v3.usable ? "v3" : "v2"));
  if (apis.length) checks.push(await cursorRoundTrip(t, apis[0]!, classifiers));
  if (sample.length < 2) {
    checks.push({
      area: AREA,
      what: "filters applied by the platform",
      verdict: "skipped",
      evidence: `${sample.length} payment(s) listed: the filters cannot be told apart`,
      then: "every page is still checked row by row at run time",
    });
    return checks;
  }
  for (const api of apis) {
    for (const f of filtersFrom(sample, catalog))
      checks.push(await checkFilter(t, api, f, sample, classifiers));
  }
  return checks;
}

async function readOne(t: TProbeTarget, api: TSearchApi, classifiers: TClassifiers) {
  const what =
    api === "v3"
      ? "GET /v3/payments answers in the guessed summary shape (not shown beyond id, uetr)"
      : "GET /v2/transaction/search (stated item shape)";
  try {
    const page = await t.gateway.searchPayments({ limit: 20 }, { classifiers, prefer: api });
    if (api === "v3" && page.api === "v2") {
      const check: TCheck = {
        area: AREA,
        what,
        verdict: "fallback",
        evidence: "the v3 page did not parse as the guessed summary",
        then: "payments are listed through the v2 search, whose item shape the interface states",
      };
      return { check, rows: [] as TPayment[], usable: false };
    }
    const check = holds(what, `${page.rows.length} payment(s) on the first page`);
    return { check, rows: page.rows, usable: true };
  } catch (err) {
    // Only a body of another shape makes the app turn to v2 by itself; a refused v3 call needs the setting.
    const setToV2 = t.settings.PAYMENTS_SEARCH_API === "v2";
    const check: TCheck = {
      area: AREA,
      what,
      verdict: api === "v3" && setToV2 ? "info" : "fail",
      evidence: describeError(err),
      then:
        api === "v3"
          ? setToV2
            ? "PAYMENTS_SEARCH_API=v2 is set: payments are listed through the v2 search"
            : "set PAYMENTS_SEARCH_API=v2 (the deprecated search, whose item shape is stated)"
          : "payment detail and the Instant debtor BIC read one payment through the v2 search: they will fail",
    };
    return { check, rows: [] as TPayment[], usable: false };
  }
}

async function unknownParameter(t: TProbeTarget, api: TSearchApi): Promise<TCheck> {
  const what = "a query parameter the platform does not know";
  const path = api === "v3" ? "/v3/payments" : "/v2/transaction/search";
  try {
    // No schema: only whether the platform refuses the name matters, not the body.
    await t.gatewayClient.request("GET", path, { query: { limit: 1, countersignProbe: "1" } });
    return {
      area: AREA,
      what,
      verdict: "info",
      evidence: `${path}?countersignProbe=1 answered 2xx: unknown names are ignored silently`,
      then: "a misnamed filter is caught only by the row checks below, which run on every page",
    };
  } catch (err) {
    return {
      area: AREA,
      what,
      verdict: "info",
      evidence: `${path}?countersignProbe=1: ${describeError(err)}`,
      then: "a misnamed filter is refused loudly rather than ignored",
    };
  }
}

async function cursorRoundTrip(t: TProbeTarget, api: TSearchApi, classifiers: TClassifiers): Promise<TCheck> {
  return guarded(AREA, `next-page token round trip (${api})`, async () => {
    const first = await t.gateway.searchPayments({ limit: 1 }, { classifiers, prefer: api });
    if (!first.next) return { ...holds(`next-page token (${api})`, "one page only"), verdict: "skipped" };
    const second = await t.gateway.searchPayments(
      { limit: 1, nextPageToken: first.next },
      { classifiers, prefer: api },
    );
    const moved = second.rows[0]?.id !== first.rows[0]?.id;
    return moved
      ? holds(
          `next-page token round trip (${api})`,
          `page 2 starts at payment ${second.rows[0]?.id ?? "none"}`,
        )
      : {
          area: AREA,
          what: `next-page token round trip (${api})`,
          verdict: "fail",
          evidence: "the second page repeats the first",
        };
  });
}
