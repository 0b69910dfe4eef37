import { z } from "zod";
import { DATE_RANGE_MESSAGE, inDateRange } from "./bounds";

// Client-safe parsers for values that arrive in a page's URL (filters that live in the query string).

/**
 * An optional date-time: empty means "not set"; anything Date cannot read, or a year outside 0001–9999
 * (which PostgreSQL's timestamps refuse), is refused with a message.
 */
export const ZOptionalDateTime = z
  .string()
  .max(100, "Not a date and time.")
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    const d = new Date(v);
    if (Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: "custom", message: "Not a date and time." });
      return z.NEVER;
    }
    if (!inDateRange(d)) {
      ctx.addIssue({ code: "custom", message: DATE_RANGE_MESSAGE });
      return z.NEVER;
    }
    return d;
  });
