import { z } from "zod";
import { canonicalPaymentQuery, parsePaymentFilters, rawPaymentParams, withoutCursor } from "./url";

// Client-safe: a saved view is a name for a page's query string, kept per user in the database (saved_views).
// The query is stored canonical and without its page position: a view is "these filters", and a page token
// would expire (or point into another search) long before the view is used again.

export const SAVED_VIEW_PAGES = ["payments"] as const;
export type TSavedViewPage = (typeof SAVED_VIEW_PAGES)[number];
/** A person keeps a handful; the cap only stops a script from filling the table. */
export const MAX_SAVED_VIEWS = 100;

export type TSavedView = { id: string; name: string; query: string; updatedAt: string };

export const ZSavedViewName = z
  .string("Give the view a name.")
  .transform((v) => v.trim().replace(/\s+/g, " "))
  .pipe(z.string().min(1, "Give the view a name.").max(80, "A view name has at most 80 characters."));

/** The Payments query as it is stored: canonical, no cursor; refused when a filter in it is not valid. */
export const ZPaymentsViewQuery = z
  .string()
  .max(4000, "That view has too many filters to save.")
  .transform((q) => withoutCursor(canonicalPaymentQuery(rawPaymentParams(new URLSearchParams(q)))))
  .superRefine((q, ctx) => {
    const parsed = parsePaymentFilters(new URLSearchParams(q));
    if (!parsed.success) {
      const keys = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? "")))].join(", ");
      ctx.addIssue({ code: "custom", message: `Fix the filters before saving them (${keys}).` });
    }
  });

export const ZSaveViewInput = z.object({
  page: z.enum(SAVED_VIEW_PAGES),
  name: ZSavedViewName,
  query: ZPaymentsViewQuery,
  /** Set when the person chose to replace their view of the same name. */
  replace: z.boolean().default(false),
});

export const ZDeleteViewInput = z.object({
  page: z.enum(SAVED_VIEW_PAGES),
  id: z.uuid({ error: "Not a saved view." }),
});

export type TSaveViewInput = z.input<typeof ZSaveViewInput>;
export type TDeleteViewInput = z.input<typeof ZDeleteViewInput>;

/** What saving answers: saved (with the list as it now is), or a question when the name is taken. */
export type TSaveViewResult =
  | { outcome: "saved"; view: TSavedView; replaced: boolean; views: TSavedView[] }
  | { outcome: "exists"; message: string };
