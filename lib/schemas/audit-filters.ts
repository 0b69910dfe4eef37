import { z } from "zod";

// The audit page's URL is its state: these parse the query string for the page, its route and the export.
const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => v || undefined);
const optionalDate = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    const d = new Date(v);
    if (Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: "custom", message: "Not a date and time." });
      return z.NEVER;
    }
    return d;
  });

export const ZAuditFilters = z.object({
  action: optionalText,
  actor: optionalText,
  outcome: z.enum(["success", "failure", "denied"]).optional().catch(undefined),
  from: optionalDate,
  to: optionalDate,
  before: z
    .string()
    .regex(/^\d{1,19}$/, "Not a position in the audit log.")
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export type TAuditFilters = z.infer<typeof ZAuditFilters>;
