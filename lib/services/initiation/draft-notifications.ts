import "server-only";
import { PERMISSIONS } from "@/lib/auth/client-safe/permissions";
import type { Prisma } from "@/lib/db/generated/client";
import { notify } from "@/lib/db/notify";
import { amountWords } from "@/lib/domain/notifications/amount";
import type { TRequirement } from "@/lib/domain/initiation/policy";

// What drafts tell people (docs/notifications.md#producers), each inside the transaction of the change:
// a draft that waits tells those who may approve it (never its maker: docs/initiation.md#separation-of-people),
// and a decision on it, or its submission, tells its maker.

type TTx = Prisma.TransactionClient;
export type TDraftOutcome = "approved" | "rejected" | "submitted";

async function draftOf(tx: TTx, draftId: string) {
  return tx.paymentDraft.findUniqueOrThrow({
    where: { id: draftId },
    select: {
      makerId: true,
      makerEmail: true,
      kind: true,
      paymentCount: true,
      totals: true,
      requirement: true,
    },
  });
}

/** "1 payment of 1,250.00 EUR" / "3 payments, 2,000.00 EUR and 10.00 USD". */
function contents(d: { paymentCount: number; totals: unknown }): string {
  const sums = Object.entries((d.totals ?? {}) as Record<string, string | number>).map(([currency, minor]) =>
    amountWords(BigInt(minor), currency),
  );
  const what = d.paymentCount === 1 ? "1 payment of" : `${d.paymentCount} payments,`;
  return `${what} ${sums.join(" and ") || "no amount"}`;
}

/** Everyone who may approve the draft: enabled, allowed to approve, of a role its requirement names, not its maker. */
async function approversOf(tx: TTx, makerId: string, requirement: TRequirement): Promise<string[]> {
  const roles = requirement.roles.length ? [{ roles: { hasSome: [...requirement.roles] } }] : [];
  const users = await tx.user.findMany({
    where: {
      disabled: false,
      id: { not: makerId },
      AND: [{ roles: { hasSome: [...PERMISSIONS["drafts.approve"]] } }, ...roles],
    },
    select: { id: true },
  });
  return users.map((u) => u.id);
}

export async function notifyDraftWaiting(tx: TTx, draftId: string): Promise<void> {
  const d = await draftOf(tx, draftId);
  const requirement = d.requirement as TRequirement;
  await notify(tx, {
    kind: "approval_waiting",
    subject: `draft:${draftId}`,
    title: `A ${d.kind} draft by ${d.makerEmail} waits for approval`,
    body: `${contents(d)}. Required: ${requirement.words}.`,
    link: `/drafts/${draftId}`,
    userIds: await approversOf(tx, d.makerId, requirement),
  });
}

export async function notifyDraftDecided(
  tx: TTx,
  draftId: string,
  outcome: TDraftOutcome,
  detail: string,
): Promise<void> {
  const d = await draftOf(tx, draftId);
  await notify(tx, {
    kind: "draft_decided",
    subject: `draft:${draftId}:${outcome}`,
    title: `Your ${d.kind} draft was ${outcome}`,
    body: `${contents(d)}: ${detail}`,
    link: `/drafts/${draftId}`,
    userIds: [d.makerId],
  });
}

/** Every payment of the draft has its outcome: how many the platform created and how many it refused. */
export async function notifyDraftSubmitted(tx: TTx, draftId: string): Promise<void> {
  const [created, refused] = await Promise.all(
    (["created", "refused"] as const).map((state) => tx.draftPayment.count({ where: { draftId, state } })),
  );
  await notifyDraftDecided(
    tx,
    draftId,
    "submitted",
    `${created} created, ${refused} refused by the platform.`,
  );
}
