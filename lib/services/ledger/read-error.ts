import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { isProviderError } from "@/lib/errors/provider-error";

/**
 * A ledger read that failed, in the platform's words so the page says what the ledger said: 404 →
 * not_found (`notFound`, each page's own sentence), 400 → invalid_input naming the field the ledger
 * refused, a 5xx with a detail → platform_error. Anything else is passed on as it came.
 */
export function ledgerReadError(err: unknown, what: "account" | "transaction", notFound: string): unknown {
  if (!isProviderError(err) || err.kind !== "http" || err.status === null) return err;
  if (err.status === 404) return new AppError("not_found", notFound, { cause: err });
  if (err.status === 400) {
    const v = err.fieldErrors[0];
    const why = v ? `${v.field}: ${v.message}` : (err.problem?.title ?? "refused");
    return new AppError("invalid_input", `The ledger did not accept this ${what} id (${why}).`, {
      cause: err,
    });
  }
  if (err.status >= 500 && err.problem?.detail) {
    const message = `The ledger failed to read this ${what}: ${err.problem.detail}`;
    return new AppError("platform_error", message, { cause: err });
  }
  return err;
}
