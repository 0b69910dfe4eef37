import { z } from "zod";
import type { TSandboxContext } from "../../context";
import { envelopeError } from "../../http/errors";
import type { TCancellation } from "../../state/model";

// What the gateway shows of a cancellation request, and the look-up every route starts with.

/** The resource as GET /v1/cancellation-requests/{id} returns it: the record without `internal`. */
export function cancellationView(c: TCancellation): Omit<TCancellation, "internal"> {
  const { internal: _internal, ...shown } = c;
  return shown;
}

/** Path `{id}`: a positive integer, else 400 VALIDATION_ERROR (the sandbox's choice of the two error shapes). */
export const ZIdPath = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, "id must be a positive integer")
    .transform(Number),
});

/** 404 CANCELLATION_REQUEST_NOT_FOUND for an unknown id. */
export function findCancellation(ctx: TSandboxContext, id: number): TCancellation {
  const found = ctx.store.cancellations.get(id);
  if (!found)
    throw envelopeError(404, "CANCELLATION_REQUEST_NOT_FOUND", `Cancellation request ${id} not found`);
  return found;
}

/** One field error in the gateway envelope: 400 VALIDATION_ERROR. */
export function invalidField(field: string, message: string, value: unknown = undefined) {
  const text = value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  return envelopeError(400, "VALIDATION_ERROR", message, [
    {
      code: "INVALID",
      field_name: field,
      message,
      value: text.length > 200 ? `${text.slice(0, 200)}…` : text,
    },
  ]);
}

/** A 4xx of the v3 error table with its code. */
export const refuse = (status: number, code: string, message: string) => envelopeError(status, code, message);
