import { SCHEME_NAMES } from "@/lib/domain/initiation/draft-view";
import type { TNewPayment } from "@/lib/domain/initiation/new-payment";
import type { TOrderingAccountOption } from "@/lib/domain/initiation/ordering-account";
import { formatMinor } from "@/lib/money";
import { groupIban } from "./new-payment-values";

// The New payment form's confirmation: the checked payment in words, so the person reads what they are about
// to make a draft of (amount, creditor, IBAN, scheme) before it exists.

export type TPaymentWords = { title: string; lines: [label: string, value: string][] };

export function describeNewPayment(
  p: TNewPayment,
  accounts: readonly TOrderingAccountOption[],
  locale?: string,
): TPaymentWords {
  const amount = formatMinor(p.amountMinor, p.currency, { locale });
  const d = p.debtor;
  const account = d.kind === "configured" ? accounts.find((a) => a.id === d.accountId) : null;
  const debtor =
    d.kind === "configured"
      ? account
        ? `${account.name}, ${groupIban(account.iban)}`
        : "the chosen ordering account"
      : [d.name, groupIban(d.iban), d.bic].filter(Boolean).join(", ");
  const remittance =
    p.remittance === null
      ? "none"
      : p.remittance.kind === "unstructured"
        ? p.remittance.text
        : `creditor reference ${groupIban(p.remittance.reference)}`;
  const when =
    p.scheme === "INST"
      ? "at once, when it is submitted"
      : (p.requestedExecutionDate ?? "as soon as possible once approved");
  return {
    title: `Make a draft to pay ${amount} to ${p.creditor.name}?`,
    lines: [
      ["Scheme", SCHEME_NAMES[p.scheme]],
      ["Amount", amount],
      ["Creditor", p.creditor.name],
      ["Creditor IBAN", groupIban(p.creditor.iban)],
      ["Creditor BIC", p.creditor.bic ?? "not given"],
      ["Debtor", debtor],
      ["End-to-end id", p.endToEndId ?? "generated when the draft is made"],
      ["Remittance", remittance],
      ["Execution", when],
      ["Purpose", p.purpose ?? "not given"],
    ],
  };
}
