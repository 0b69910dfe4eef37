import "server-only";
import { db } from "./client";
import { Prisma, type DraftApproval, type DraftPayment, type PaymentDraft } from "./generated/client";

// payment_drafts, draft_approvals, draft_payments (docs/initiation.md): a draft is made with its payments,
// each with its Idempotency-Key and end-to-end id fixed; people decide on it one row each; once the policy is
// met its payments are claimed one by one and sent. Every change of a draft runs with the draft's row locked
// (lockDraft), so two approvers, two tabs or two instances see each other's decisions.

type TTx = Prisma.TransactionClient;
export type TDraftWithDecisions = PaymentDraft & { approvals: DraftApproval[] };
export type TDraftState = "waiting" | "rejected" | "withdrawn" | "submitting" | "submitted";

export type TNewDraftPayment = {
  line: number;
  payment: Prisma.InputJsonValue;
  idempotencyKey: string;
  endToEndId: string;
  amount: bigint;
  currency: string;
  creditorIban: string;
};

export type TNewDraft = {
  kind: "single" | "batch";
  maker: { id: string; email: string };
  policyVersion: number | null;
  requirement: Prisma.InputJsonValue;
  fileName?: string | null;
  /** 'submitting' for a draft whose requirement is met at once (no approval needed). */
  state?: "waiting" | "submitting";
  payments: TNewDraftPayment[];
};

/** Sums per currency, in minor units, as text (JSON has no 64-bit integers). */
export function totalsOf(payments: readonly { amount: bigint; currency: string }[]): Record<string, string> {
  const sums = new Map<string, bigint>();
  for (const p of payments) sums.set(p.currency, (sums.get(p.currency) ?? 0n) + p.amount);
  return Object.fromEntries([...sums].sort(([a], [b]) => a.localeCompare(b)).map(([c, s]) => [c, String(s)]));
}

/** Inserts a draft and its payments in the caller's transaction (with the audit row of its making). */
export async function insertDraft(tx: TTx, d: TNewDraft): Promise<string> {
  const draft = await tx.paymentDraft.create({
    data: {
      kind: d.kind,
      state: d.state ?? "waiting",
      makerId: d.maker.id,
      makerEmail: d.maker.email,
      policyVersion: d.policyVersion,
      requirement: d.requirement,
      paymentCount: d.payments.length,
      totals: totalsOf(d.payments),
      fileName: d.fileName ?? null,
    },
    select: { id: true },
  });
  // In slices: one statement per 1,000 rows keeps a 10,000-row batch well inside PostgreSQL's bind limit.
  for (let i = 0; i < d.payments.length; i += 1_000) {
    await tx.draftPayment.createMany({
      data: d.payments.slice(i, i + 1_000).map((p) => ({ ...p, draftId: draft.id })),
    });
  }
  return draft.id;
}

/** The draft with its decisions, its row locked until the transaction ends; null when there is none. */
export async function lockDraft(tx: TTx, id: string): Promise<TDraftWithDecisions | null> {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id::text FROM payment_drafts WHERE id = ${id}::uuid FOR UPDATE`;
  if (!locked.length) return null;
  return tx.paymentDraft.findUnique({ where: { id }, include: { approvals: { orderBy: { at: "asc" } } } });
}

export async function insertDecision(
  tx: TTx,
  d: {
    draftId: string;
    user: { id: string; email: string; roles: string[] };
    decision: "approve" | "reject";
    reason: string | null;
  },
) {
  await tx.draftApproval.create({
    data: {
      draftId: d.draftId,
      userId: d.user.id,
      userEmail: d.user.email,
      roles: d.user.roles,
      decision: d.decision,
      reason: d.reason,
    },
  });
}

/** Moves a locked draft from `from` to `to`; false when it was not in `from` (nothing changed). */
export async function moveDraft(
  tx: TTx,
  id: string,
  from: TDraftState,
  to: TDraftState,
  extra: { closedByEmail?: string; rejectedReason?: string } = {},
): Promise<boolean> {
  const now = new Date();
  const closing = to === "rejected" || to === "withdrawn";
  const res = await tx.paymentDraft.updateMany({
    where: { id, state: from },
    data: {
      state: to,
      ...(closing
        ? { closedAt: now, closedByEmail: extra.closedByEmail, rejectedReason: extra.rejectedReason }
        : {}),
      ...(to === "submitted" ? { submittedAt: now } : {}),
    },
  });
  return res.count === 1;
}

export function draftPayments(draftId: string): Promise<DraftPayment[]> {
  return db.draftPayment.findMany({ where: { draftId }, orderBy: { line: "asc" } });
}

/**
 * The people of the draft a platform payment came from, when it came from one: its maker and everyone who
 * approved it. None of them may sign the payment in the Approvals queue (docs/initiation.md).
 */
export async function draftPeopleOf(
  platformId: number,
): Promise<{ draftId: string; people: string[] } | null> {
  const row = await db.draftPayment.findUnique({
    where: { platformId: BigInt(platformId) },
    select: {
      draft: {
        select: {
          id: true,
          makerId: true,
          approvals: { where: { decision: "approve" }, select: { userId: true } },
        },
      },
    },
  });
  if (!row) return null;
  const { draft } = row;
  return { draftId: draft.id, people: [draft.makerId, ...draft.approvals.map((a) => a.userId)] };
}
