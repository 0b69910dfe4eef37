import "server-only";

import type { TErrorCode } from "@/lib/domain/shared/action-result";

// The closed set of failures the app shows to a user (the codes are the action-result codes the browser
// sees). Anything outside it is `internal`: logged with a request id and shown as a generic failure with it.
export type TAppErrorCode = TErrorCode;

const DEFAULT_MESSAGES: Record<TAppErrorCode, string> = {
  unauthenticated: "Please sign in again.",
  forbidden: "You do not have permission to do this.",
  not_found: "The item was not found.",
  invalid_input: "Some of the information is not valid.",
  conflict: "The item was changed in the meantime. Reload and try again.",
  platform_error: "The payment platform could not complete the request.",
  internal: "Something went wrong.",
  step_up_required: "Confirm it is you: enter your password or a code from your authenticator.",
};

export class AppError extends Error {
  override readonly name = "AppError";
  readonly code: TAppErrorCode;
  readonly requestId: string | undefined;
  /** Field name → message, for `invalid_input`: the form shows each beside its field. */
  readonly fieldErrors: Record<string, string> | undefined;

  /** `message` is user-facing: a full sentence, no internals. */
  constructor(
    code: TAppErrorCode,
    message?: string,
    options?: { cause?: unknown; requestId?: string; fieldErrors?: Record<string, string> },
  ) {
    super(
      message ?? DEFAULT_MESSAGES[code],
      options?.cause === undefined ? undefined : { cause: options.cause },
    );
    this.code = code;
    this.requestId = options?.requestId;
    this.fieldErrors = options?.fieldErrors;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
