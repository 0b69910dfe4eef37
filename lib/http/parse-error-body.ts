import "server-only";

import { z } from "zod";

import type { TFieldError, TProblem } from "@/lib/errors/provider-error";

export interface TParsedErrorBody {
  code?: string;
  platformMessage?: string;
  fieldErrors: TFieldError[];
  problem?: TProblem;
}

// Every field is optional and falls back to undefined on a wrong type: an error body is evidence,
// not a contract, and parsing it must never throw.
const str = z.string().optional().catch(undefined);
const scalar = z.union([z.string(), z.number(), z.boolean()]).transform(String).optional().catch(undefined);

// Gateway and restriction envelope: {code, message, data: {message, errors: [{code, field_name, message, value}]}}
const ZEnvelopeFieldError = z.object({ code: str, field_name: str, message: str, value: scalar });
const ZEnvelope = z.object({
  code: str,
  message: str,
  data: z
    .object({ message: str, errors: z.array(z.unknown()).optional().catch(undefined) })
    .optional()
    .catch(undefined),
});

// Ledger problem body: {status, title, instance, violations: [{field, in, message}]} (400) or {status, title, detail} (500)
const ZViolation = z.object({ field: str, in: str, message: str });
const ZProblem = z.object({
  title: str,
  detail: str,
  instance: str,
  violations: z.array(z.unknown()).optional().catch(undefined),
});

// Token endpoint (Keycloak, RFC 6749 §5.2): {error, error_description}. Its error shapes are not in the
// interface document; this is the standard OAuth form.
const ZOAuthError = z.object({ error: str, error_description: str });

const MAX_TEXT = 200;

export function parseErrorBody(text: string): TParsedErrorBody {
  const trimmed = text.trim();
  if (!trimmed) return { fieldErrors: [] };
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch {
    // Plain text or HTML (a proxy, a firewall rejecting an unlisted IP): keep a short snippet for diagnosis.
    return { platformMessage: snippet(trimmed), fieldErrors: [] };
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return { platformMessage: snippet(trimmed), fieldErrors: [] };
  }

  const envelope = ZEnvelope.parse(json);
  const problem = ZProblem.parse(json);
  const oauth = ZOAuthError.parse(json);

  const fieldErrors: TFieldError[] = [
    ...(envelope.data?.errors ?? []).flatMap((raw) => {
      const e = ZEnvelopeFieldError.safeParse(raw);
      if (!e.success) return [];
      return [
        compact({
          field: e.data.field_name ?? "",
          message: e.data.message ?? "",
          code: e.data.code,
          value: e.data.value,
        }),
      ];
    }),
    ...(problem.violations ?? []).flatMap((raw) => {
      const v = ZViolation.safeParse(raw);
      if (!v.success) return [];
      return [compact({ field: v.data.field ?? "", message: v.data.message ?? "", in: v.data.in })];
    }),
  ];

  const hasProblem =
    problem.title !== undefined || problem.detail !== undefined || problem.instance !== undefined;
  return {
    code: envelope.code ?? oauth.error,
    // The envelope's top-level message is the summary; data.message is sometimes the only one filled in.
    platformMessage:
      envelope.message ??
      envelope.data?.message ??
      problem.detail ??
      problem.title ??
      oauth.error_description,
    fieldErrors,
    problem: hasProblem
      ? compact({ title: problem.title, detail: problem.detail, instance: problem.instance })
      : undefined,
  };
}

function snippet(text: string): string {
  const oneLine = text.replace(/\s+/g, " ");
  return oneLine.length > MAX_TEXT ? `${oneLine.slice(0, MAX_TEXT)}…` : oneLine;
}

/** Drops undefined properties so errors serialise without noise (exactOptionalPropertyTypes-friendly). */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
