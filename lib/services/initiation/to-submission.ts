import "server-only";
import { db } from "@/lib/db/client";
import type { TNewPayment } from "@/lib/domain/initiation/new-payment";
import { generateEndToEndId } from "@/lib/domain/initiation/sepa-text";
import type { TPaymentSubmission } from "@/lib/domain/initiation/submission";

/**
 * Checked payments as they will be sent: each configured debtor resolved to the ordering account's IBAN,
 * BIC and name (one query for all of them), each end-to-end id fixed (typed, or generated now). A payment
 * naming an account that does not exist or is no longer offered comes back as an error instead.
 */
export async function toSubmissions(
  payments: readonly TNewPayment[],
): Promise<({ ok: true; submission: TPaymentSubmission } | { ok: false; message: string })[]> {
  const ids = [
    ...new Set(payments.flatMap((p) => (p.debtor.kind === "configured" ? [p.debtor.accountId] : []))),
  ];
  const accounts = ids.length
    ? new Map(
        (await db.orderingAccount.findMany({ where: { id: { in: ids.filter(isUuid) }, active: true } })).map(
          (a) => [a.id, a],
        ),
      )
    : new Map();
  return payments.map((p) => {
    let debtor: TPaymentSubmission["debtor"];
    if (p.debtor.kind === "configured") {
      const account = accounts.get(p.debtor.accountId);
      if (!account)
        return { ok: false, message: "This ordering account does not exist or is no longer offered." };
      debtor = { iban: account.iban, bic: account.bic, name: account.name };
    } else {
      debtor = { iban: p.debtor.iban, bic: p.debtor.bic ?? null, name: p.debtor.name ?? null };
    }
    return {
      ok: true,
      submission: {
        scheme: p.scheme,
        debtor,
        creditor: { iban: p.creditor.iban, bic: p.creditor.bic ?? null, name: p.creditor.name },
        amountMinor: p.amountMinor,
        currency: p.currency,
        endToEndId: p.endToEndId ?? generateEndToEndId(),
        remittance: p.remittance,
        requestedExecutionDate: p.requestedExecutionDate,
        purpose: p.purpose,
        metadata: [],
      },
    };
  });
}

// Account ids are UUIDs; anything else names no account (and must not reach a uuid column).
const isUuid = (v: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);
