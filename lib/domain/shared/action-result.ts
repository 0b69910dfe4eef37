// Client-safe: what every server action returns. Expected failures are data, not exceptions, so the form
// that called the action can show them where they belong.

export type TErrorCode =
  | "unauthenticated"
  | "forbidden"
  | "invalid_input"
  | "not_found"
  | "conflict"
  | "platform_error"
  | "internal"
  /** A money-moving action whose session has not confirmed a password or code recently (STEP_UP_MINUTES). */
  | "step_up_required";

export type TActionError = {
  code: TErrorCode;
  message: string;
  /** Field name → message, for forms. */
  fieldErrors?: Record<string, string>;
  /** The platform's own code (small print beneath the sentence). */
  providerCode?: string;
  requestId?: string | null;
};

export type TActionResult<T> = { data: T; error?: undefined } | { data?: undefined; error: TActionError };
