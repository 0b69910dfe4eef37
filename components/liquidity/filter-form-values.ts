import { isoToLocalInput, localInputToIso } from "@/components/payments/filter-form-values";
import {
  canonicalLiquidityQuery,
  LIQUIDITY_FILTER_KEYS,
  parseLiquidityFilters,
  type TRawLiquidityParams,
} from "@/lib/domain/liquidity/filters";

// The filter form speaks the reader's zone; the URL speaks UTC (liquidity-filters.ts). Both directions are
// pure functions here, so the conversion is unit-tested without a browser.

export type TLiquidityForm = {
  status: string[];
  from: string;
  to: string;
  debtorAccount: string;
  creditorAccount: string;
  requestId: string;
  sort: string;
};
export type TFormErrors = Partial<Record<keyof TLiquidityForm, string>>;

/**
 * The form as filled → the canonical query (page size kept, position dropped: a new search starts at its
 * first page), or a message per field. Checked by the route's own schema, so the form never sends what
 * the route would refuse.
 */
export function formToQuery(
  form: TLiquidityForm,
  limit: string | null,
): { ok: true; query: string } | { ok: false; errors: TFormErrors } {
  const errors: TFormErrors = {};
  const raw: TRawLiquidityParams = {};
  if (form.status.length) raw.status = form.status;
  for (const key of ["from", "to"] as const) {
    const typed = form[key].trim();
    if (!typed) continue;
    const iso = localInputToIso(typed);
    if (iso) raw[key] = iso;
    else errors[key] = "Not a date and time.";
  }
  for (const key of ["debtorAccount", "creditorAccount"] as const) {
    const v = form[key].replace(/\s+/g, "").toUpperCase();
    if (v) raw[key] = v;
  }
  if (form.requestId.trim()) raw.requestId = form.requestId.trim();
  if (form.sort) raw.sort = form.sort;
  if (limit) raw.limit = limit;
  const checked = parseLiquidityFilters(new URLSearchParams(canonicalLiquidityQuery(raw)));
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = String(issue.path[0] ?? "") as keyof TLiquidityForm;
      if ((LIQUIDITY_FILTER_KEYS as readonly string[]).includes(key) || key === "sort")
        errors[key] ??= issue.message;
    }
  }
  return Object.keys(errors).length
    ? { ok: false, errors }
    : { ok: true, query: canonicalLiquidityQuery(raw) };
}

/** The canonical query → what the form shows, times in the reader's zone. */
export function queryToForm(query: string): TLiquidityForm {
  const q = new URLSearchParams(query);
  return {
    status: q.getAll("status"),
    from: isoToLocalInput(q.get("from") ?? undefined),
    to: isoToLocalInput(q.get("to") ?? undefined),
    debtorAccount: q.get("debtorAccount") ?? "",
    creditorAccount: q.get("creditorAccount") ?? "",
    requestId: q.get("requestId") ?? "",
    sort: q.get("sort") ?? "",
  };
}
