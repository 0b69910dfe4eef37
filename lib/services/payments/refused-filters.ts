import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { isProviderError } from "@/lib/errors/provider-error";

/** A 400 from the platform's search: the filters (or the page token) were refused. */
export const isFilterRefusal = (err: unknown) =>
  isProviderError(err) && err.kind === "http" && err.status === 400;

// The platform names fields in its own words (v3 camelCase, v2 snake_case); the form and the URL use the
// Payments page's parameter names, so a refusal is shown beside the filter that caused it.
const FIELD_OF: Record<string, string> = {
  statusIds: "status",
  statuses: "status",
  typeIds: "type",
  types: "type",
  schemes: "scheme",
  id: "id",
  transaction_id: "id",
  endToEndId: "endToEndId",
  end_to_end_id: "endToEndId",
  uetr: "uetr",
};

/**
 * The platform's refusal of a search as a 400 the user can act on: its words, and each field it named under
 * the page's parameter name (a field it did not name, or one the page has no filter for, goes under
 * `filters`, so the answer always says where the problem is).
 */
export function refusedFilters(err: unknown): AppError {
  if (!isProviderError(err)) throw err;
  const fieldErrors: Record<string, string> = {};
  for (const f of err.fieldErrors) {
    const key = FIELD_OF[f.field] ?? "filters";
    fieldErrors[key] = fieldErrors[key] ? `${fieldErrors[key]}; ${f.message}` : f.message;
  }
  const words = err.fieldErrors.map((f) => `${f.field}: ${f.message}`).join("; ") || err.platformMessage;
  if (!Object.keys(fieldErrors).length) {
    fieldErrors.filters = words ?? "The platform refused these filters.";
  }
  return new AppError("invalid_input", `The platform refused these filters${words ? ` (${words})` : ""}.`, {
    cause: err,
    fieldErrors,
  });
}
