import "server-only";
import { logger } from "@/lib/logger";
import type { TActionError } from "@/lib/domain/shared/action-result";
import { isAppError } from "./app-error";
import { isProviderError, type ProviderError } from "./provider-error";

/**
 * Any error thrown below an action or route, as what the person sees. Expected errors keep their sentence;
 * platform errors become a sentence with the platform's code beneath; anything else is logged in full
 * under the request id and shown only as a generic failure carrying that id.
 */
export function toActionError(err: unknown, ctx: { requestId: string | null; where: string }): TActionError {
  const { requestId } = ctx;
  if (isAppError(err))
    return err.fieldErrors
      ? { code: err.code, message: err.message, fieldErrors: err.fieldErrors, requestId }
      : { code: err.code, message: err.message, requestId };
  if (isProviderError(err)) {
    logger.warn({ err, requestId, where: ctx.where }, "platform call failed");
    return { code: "platform_error", message: platformSentence(err), providerCode: err.code, requestId };
  }
  logger.error({ err, requestId, where: ctx.where }, "unexpected error");
  return {
    code: "internal",
    message: `Something went wrong on our side. Reference: ${requestId ?? "unavailable"}.`,
    requestId,
  };
}

// The generic sentence; each area maps its own platform codes to better words before they get here.
function platformSentence(err: ProviderError): string {
  switch (err.kind) {
    case "timeout":
      return "The platform did not answer in time. The request may or may not have been applied: check before retrying.";
    case "connection":
      return "The platform could not be reached. Nothing was sent; try again in a moment.";
    case "invalid_response":
      return "The platform answered in a form Countersign does not understand. The request may have been applied: check before retrying.";
    case "http":
      if (err.status !== null && err.status >= 500)
        return "The platform had an internal error. Try again in a moment.";
      return err.platformMessage
        ? `The platform refused the request: ${err.platformMessage}`
        : "The platform refused the request.";
  }
}
