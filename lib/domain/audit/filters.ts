import { z } from "zod";
import { zInt8Id } from "@/lib/domain/shared/bounds";
import { ZOptionalDateTime } from "@/lib/domain/shared/query-params";

// The audit page's URL is its state: these parse the query string for the page, its route and the export.
const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => v || undefined);
const optionalDate = ZOptionalDateTime;

export const ZAuditFilters = z.object({
  action: optionalText,
  actor: optionalText,
  outcome: z.enum(["success", "failure", "denied", "attempted"]).optional().catch(undefined),
  from: optionalDate,
  to: optionalDate,
  before: zInt8Id("Not a position in the audit log.").optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export type TAuditFilters = z.infer<typeof ZAuditFilters>;
