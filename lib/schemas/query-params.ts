import { z } from "zod";

// Client-safe parsers for values that arrive in a page's URL (filters that live in the query string).

/** An optional date-time: empty means "not set"; anything Date cannot read is refused with a message. */
export const ZOptionalDateTime = z
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
