import "server-only";
import { isProviderError } from "@/lib/errors/provider-error";
import type { TActionError } from "@/lib/domain/shared/action-result";
import { listFailureMessage } from "./transfer-wording";

/**
 * A failed read of the transfer list in words, for the routes: FEATURE_DISABLED is a tenant setting (not a
 * fault of Countersign), a 400 names the filter the platform refused. Null: the generic handling applies.
 */
export function liquidityReadError(err: unknown, requestId: string | null): TActionError | null {
  if (!isProviderError(err) || err.kind !== "http") return null;
  const message = listFailureMessage(err);
  if (!message) return null;
  return {
    code: err.status === 400 ? "invalid_input" : "platform_error",
    message,
    providerCode: err.code,
    requestId,
  };
}
