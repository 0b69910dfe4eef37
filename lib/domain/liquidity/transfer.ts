import { z } from "zod";
import { parseMajorAmount } from "@/lib/money";
import { isLocale, zLocale } from "@/lib/domain/shared/bounds";

// Client-safe: the "new liquidity transfer" form and createTransferAction share this schema, so the form
// never sends what the server would refuse and the server never trusts the form.
//
// The request id is made once per intent, in the browser (when the person first reviews the transfer, and
// again only after a transfer was made or the form was reset). It is sent in the body and names the intent
// in Countersign's own record (liquidity_transfer_intents). The interface promises no idempotency for this
// POST, so the id is not what keeps money from moving twice: Countersign never sends it again on its own
// (docs/platform.md; README.md, "Writes and their idempotency").

export const PURPOSE_MAX = 140;
/** Only EUR exists on this endpoint (docs/platform-interface.md#liquidity-transfers: currency enum EUR). */
export const TRANSFER_CURRENCY = "EUR";
export const TRANSFER_TYPES = ["INTERNAL"] as const;

export const ZCreateTransferInput = z
  .object({
    requestId: z.string().regex(/^\S{1,64}$/, "A request id is 1–64 characters without spaces."),
    debtorAccount: z.string().trim().min(1, "Choose the account to take the money from.").max(34),
    creditorAccount: z.string().trim().min(1, "Choose the account to send the money to.").max(34),
    /** As typed, in major units and the reader's locale ("1,234.56" in en, "1.234,56" in de). */
    amount: z.string().max(64, "That amount is too long."),
    locale: zLocale().optional(),
    purpose: z
      .string()
      .trim()
      .max(PURPOSE_MAX, `At most ${PURPOSE_MAX} characters.`)
      .optional()
      .transform((v) => v || undefined),
    transferType: z.enum(TRANSFER_TYPES).default("INTERNAL"),
  })
  // Checked in a refinement, not in the transform: a refinement still runs when another field (say the
  // purpose) failed, so the form shows every problem at once; a transform would be skipped.
  .superRefine((v, ctx) => {
    // This runs even when `locale` failed its own check: Intl would throw a RangeError on a bad tag, so
    // the amount is then left unread (the locale's field message says what to fix).
    if (v.locale === undefined || isLocale(v.locale)) {
      const parsed = parseMajorAmount(v.amount, TRANSFER_CURRENCY, { locale: v.locale });
      if (!parsed.ok) ctx.addIssue({ code: "custom", path: ["amount"], message: parsed.error });
      else if (parsed.minor <= 0n)
        ctx.addIssue({ code: "custom", path: ["amount"], message: "The amount must be more than zero." });
    }
    if (v.debtorAccount && v.debtorAccount === v.creditorAccount)
      ctx.addIssue({
        code: "custom",
        path: ["creditorAccount"],
        message: "Choose another account: money cannot move to the account it comes from.",
      });
  })
  .transform((v) => {
    const parsed = parseMajorAmount(v.amount, TRANSFER_CURRENCY, { locale: v.locale });
    // Only reached when the refinement passed, so the amount parsed.
    const amountMinor = parsed.ok ? parsed.minor : 0n;
    return {
      requestId: v.requestId,
      debtorAccount: v.debtorAccount,
      creditorAccount: v.creditorAccount,
      amountMinor,
      currency: TRANSFER_CURRENCY,
      purpose: v.purpose,
      transferType: v.transferType,
    };
  });

export type TCreateTransferInput = z.input<typeof ZCreateTransferInput>;
export type TCreateTransferCommand = z.output<typeof ZCreateTransferInput>;
