import { z } from "zod";
import type { TNewPaymentField } from "./fields";

// Client-safe. A bulk upload (docs/initiation.md#bulk) as the upload page and POST /api/drafts/upload
// see it: the file goes as the request's body, its name and the step in the query; the answer is what the
// check found and, for the step that makes the draft, the draft.

/** Above this the file is refused before it is read (the page says so before it even sends it). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** The CSV columns a file must have; the others of NEW_PAYMENT_FIELDS are optional. */
export const REQUIRED_COLUMNS: readonly TNewPaymentField[] = ["creditorName", "creditorIban", "amount"];

export const UPLOAD_STEPS = ["check", "create"] as const;
export type TUploadStep = (typeof UPLOAD_STEPS)[number];

export const ZUploadQuery = z.object({
  step: z.enum(UPLOAD_STEPS, { error: "The step is check or create." }),
  name: z
    .string({ error: "Give the file's name." })
    .trim()
    .min(1, "Give the file's name.")
    .max(200, "A file name is at most 200 characters.")
    .regex(/^[^\p{Cc}\p{Cs}/\\]+$/u, "A file name has no control characters or slashes."),
});

export type TUploadRowError = { line: number; field?: TNewPaymentField; message: string };

export type TUploadAnswer = {
  step: TUploadStep;
  /** What `line` counts: file lines for a CSV, transactions for a pain.001. */
  unit: "line" | "transaction";
  /** Errors that void the whole file: nothing in it can be used. */
  fileErrors: string[];
  rowErrors: TUploadRowError[];
  /** Payments in the file, and those that passed every check. */
  total: number;
  valid: number;
  /** The valid payments' sum per currency, minor units as text. */
  totals: Record<string, string>;
  /** The error file (CSV), when there are row errors: given with the check, so it downloads at once. */
  errorFile: string | null;
  /** The draft made (step create), or why none was made although rows passed. */
  draftId: string | null;
  refusal: string | null;
};
