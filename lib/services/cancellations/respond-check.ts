import "server-only";
import { recordAudit } from "@/lib/db/audit";
import { findResponse } from "@/lib/db/cancellation-responses";
import { findInboxRow, type TInboxRow } from "@/lib/db/cancellations";
import type { CancellationResponse } from "@/lib/db/generated/client";
import { AppError } from "@/lib/errors/app-error";
import {
  describeAnswer,
  responseCodeOf,
  type TRespondCommand,
} from "@/lib/domain/cancellations/respond-command";
import { respondSchema } from "@/lib/domain/cancellations/respond-input";
import { fieldErrorsOf } from "@/lib/domain/shared/field-errors";
import type { TActor } from "../actor";
import { platform } from "../platform/registry";
import { respondAvailability } from "./availability";
import { lookUpCancellation } from "./look-up-cancellation";
import { refreshCancellation } from "./refresh-cancellation";
import type { TAttempt, TRespondRequest } from "./respond-types";

export type TCheckedAnswer = {
  row: TInboxRow;
  stored: CancellationResponse | null;
  /** Null when the request is being, or was, answered through Countersign: the claim then says so. */
  command: TRespondCommand | null;
  attempt: TAttempt;
};

/**
 * The answer checked again on the server with the form's own schema, against the request and payment as
 * the server knows them, and what it would send. A request that takes no answer is a conflict, a form that
 * breaks a rule invalid_input with its field messages; both are audited and nothing is sent.
 */
export async function checkAnswer(req: TRespondRequest, actor: TActor): Promise<TCheckedAnswer> {
  const row = await loadRow(req.id, actor);
  const stored = await findResponse(req.id);
  const availability = respondAvailability(
    row,
    stored,
    new Date(platform().now() - 2 * platform().timeoutMs),
  );
  let command: TRespondCommand | null = null;
  if (availability.kind === "form") {
    const parsed = respondSchema(availability.context, platform().now()).safeParse(req.form);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      await auditRefusal(
        req,
        row,
        actor,
        "The answer broke a rule of the form; nothing was sent.",
        fieldErrors,
      );
      throw new AppError("invalid_input", "Some fields need attention; nothing was sent.", { fieldErrors });
    }
    command = parsed.data;
  } else if (stored?.state !== "sent" && stored?.state !== "sending") {
    // Takes no answer, and none is being or was sent through Countersign (those go on to the claim, which
    // tells who answered).
    await auditRefusal(req, row, actor, availability.message);
    throw new AppError("conflict", availability.message);
  }
  const context = availability.kind === "form" ? availability.context : null;
  const attempt: TAttempt = {
    id: req.id,
    intentId: req.intentId,
    // Without a command, the stored answer's: the claim reports it.
    api: command?.api ?? (stored?.api === "v1" ? "v1" : "v3"),
    responseCode: command
      ? responseCodeOf(command)
      : stored?.responseCode === "REJECTED"
        ? "REJECTED"
        : "ACCEPTED",
    sent: command ? JSON.parse(JSON.stringify(command)) : {},
    summary: command && context ? describeAnswer(command, context) : "",
    scheme: row.paymentMethod,
    trxId: row.trxId?.toString() ?? null,
  };
  return { row, stored, command, attempt };
}

/** The stored row, read from the platform first when the inbox has not seen it; with its payment known. */
async function loadRow(id: bigint, actor: TActor): Promise<TInboxRow> {
  let row = await findInboxRow(id);
  if (!row) {
    await lookUpCancellation(id, actor);
    row = await findInboxRow(id);
  } else if (row.paymentCheckedAt === null && row.trxId !== null) {
    await refreshCancellation(id, { source: "poll", expectedVersion: row.version, withPayment: true });
    row = await findInboxRow(id);
  }
  if (!row) throw new AppError("not_found", "No cancellation request has this id.");
  return row;
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
