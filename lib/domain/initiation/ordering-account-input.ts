import { z } from "zod";
import { checkBic } from "./bic";
import type { TCheck } from "./check";
import { checkSepaIban } from "./iban";
import { checkPartyName } from "./new-payment-fields";

// Client-safe. What an admin adds as an ordering account (docs/initiation.md): the New payment form offers
// it as the debtor, so it is checked as a typed debtor is (a SEPA IBAN, a BIC's format, a name in the SEPA
// character set), once here for the form and the action alike.

const checked = (check: (text: string) => TCheck<string>) =>
  z
    .string("Enter text.")
    .max(200, "At most 200 characters.")
    .transform((text, ctx) => {
      const result = check(text);
      if (result.ok) return result.value;
      ctx.addIssue({ code: "custom", message: result.error });
      return z.NEVER;
    });

export const ZAddOrderingAccountInput = z.strictObject({
  name: checked((text) =>
    text.trim() ? checkPartyName(text.trim()) : { ok: false, error: "Name the account." },
  ),
  iban: checked(checkSepaIban),
  /** Optional: empty is none. */
  bic: z
    .string("Enter text.")
    .max(200, "At most 200 characters.")
    .optional()
    .transform((text) => text?.trim() || undefined)
    .pipe(checked(checkBic).optional()),
});
export type TAddOrderingAccountInput = z.input<typeof ZAddOrderingAccountInput>;

export const ZSetOrderingAccountActiveInput = z.strictObject({
  id: z.uuid("Not an ordering account id."),
  active: z.boolean("Yes or no."),
});

/** An ordering account as the admin page lists it, inactive ones too. */
export type TOrderingAccountRow = {
  id: string;
  iban: string;
  bic: string | null;
  name: string;
  active: boolean;
  updatedBy: string;
  updatedAt: string;
};
