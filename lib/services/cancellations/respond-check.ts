import "server-only";
import { recordAudit } from "@/lib/db/audit";
import type { TInboxRow } from "@/lib/db/cancellations";
import type { CancellationResponse } from "@/lib/db/generated/client";
import { AppError } from "@/lib/errors/app-error";
import {
  respondSchema,
  type TRespondAvailability,
  type TRespondCommand,
} from "@/lib/schemas/cancellation-respond";
import { fieldErrorsOf } from "@/lib/schemas/field-errors";
import type { TActor } from "../actor";
import type { TRespondRequest } from "./respond-types";

/**
 * The answer checked again on the server with the form's own schema, against the request and payment as
 * the server knows them (`availability`). Null when there is nothing to check because the request is being,
 * or was, answered through Countersign: the claim then says so. A request that takes no answer is a
 * conflict, a form that breaks a rule invalid_input with its field messages; both are audited and nothing
 * is sent.
 */
export async function checkAnswer(
  req: TRespondRequest,
  row: TInboxRow,
  response: CancellationResponse | null,
  availability: TRespondAvailability,
  actor: TActor,
  now: number,
): Promise<TRespondCommand | null> {
  if (availability.kind !== "form") {
    if (response?.state === "sent" || response?.state === "sending") return null;
    await auditRefusal(req, row, actor, availability.message);
    throw new AppError("conflict", availability.message);
  }
  const parsed = respondSchema(availability.context, now).safeParse(req.form);
  if (parsed.success) return parsed.data;
  const fieldErrors = fieldErrorsOf(parsed.error);
  await auditRefusal(req, row, actor, "The answer broke a rule of the form; nothing was sent.", fieldErrors);
  throw new AppError("invalid_input", "Some fields need attention; nothing was sent.", { fieldErrors });
}

async function auditRefusal(
  req: TRespondRequest,
  row: TInboxRow,
  actor: TActor,
  message: string,
  fieldErrors?: Record<string, string>,
) {
  await recordAudit({
    action: "cancellations.respond",
    outcome: "failure",
    actor: actor.user,
    target: `cancellation:${req.id}`,
    requestId: actor.requestId,
    ip: actor.ip,
    detail: {
      intentId: req.intentId,
      result: fieldErrors ? "invalid" : "not_answerable",
      platformCalled: false,
      status: row.status,
      scheme: row.paymentMethod,
      message,
      ...(fieldErrors && { fieldErrors }),
    },
  });
}
