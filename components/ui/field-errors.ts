import type { TActionError } from "@/lib/domain/shared/action-result";

/**
 * A failed action's messages by field name, for the form to show beside each field. Input travels one way
 * whoever refuses it: the guard's schema and a service (AppError "invalid_input") both answer
 * `{ error: { fieldErrors } }`, so this is the only place a form reads them. Empty when the action succeeded
 * or failed for another reason (its `error.message` then says why).
 */
export function actionFieldErrors(result: { error?: TActionError | undefined }): Record<string, string> {
  return result.error?.fieldErrors ?? {};
}
