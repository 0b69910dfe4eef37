import "server-only";
import { notify } from "@/lib/db/notify";
import type { Prisma } from "@/lib/db/generated/client";
import { amountWords } from "@/lib/domain/notifications/amount";
import type { TPendingForRules } from "./apply-rules";

// An inbound Instant payment the rules left to people (no rule set in force, no rule matched, or a rule
// that says LEAVE). Its window is seconds long, so "about to expire" is at once: told with the verdict's
// record (in the delivery's transaction, or just after it when the verdict waited for the debtor's BIC),
// with the deadline, once per payment.

export async function notifyLeftToPeople(
  sql: Pick<Prisma.TransactionClient, "$queryRaw">,
  p: TPendingForRules,
) {
  const { amount, currency, debtorIban, creditorAccount } = p.facts;
  await notify(sql, {
    kind: "instant_expiring",
    subject: `instant:${p.trxId}`,
    title: `Instant payment ${p.trxId} needs an answer by ${p.deadlineAt.toISOString()}`,
    body: `${amountWords(amount, currency)} from ${debtorIban ?? "an account not given"} to ${creditorAccount ?? "an account not given"}. No rule answered it; after ${p.deadlineAt.toISOString()} the platform's fallback applies.`,
    link: "/instant",
  });
}
