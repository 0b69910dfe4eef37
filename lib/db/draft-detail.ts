import "server-only";
import { db } from "./client";

// The reads of one draft's page (docs/initiation.md#drafts): the draft with its decisions, how many of its
// payments are in each submission state, and one page of its payments in line order.

export function findDraft(id: string) {
  return db.paymentDraft.findUnique({ where: { id }, include: { approvals: { orderBy: { at: "asc" } } } });
}

export async function draftPaymentStates(draftId: string): Promise<Record<string, number>> {
  const groups = await db.draftPayment.groupBy({ by: ["state"], where: { draftId }, _count: { _all: true } });
  return Object.fromEntries(groups.map((g) => [g.state, g._count._all]));
}

export function draftPaymentsPage(draftId: string, offset: number, limit: number) {
  return db.draftPayment.findMany({
    where: { draftId },
    orderBy: { line: "asc" },
    skip: offset,
    take: limit,
  });
}

/** What the timeline shows of each payment's submission (a single draft's one payment). */
export function draftSubmissions(draftId: string, limit: number) {
  return db.draftPayment.findMany({
    where: { draftId },
    orderBy: { line: "asc" },
    take: limit,
    select: {
      line: true,
      state: true,
      attempts: true,
      sentAt: true,
      finishedAt: true,
      platformId: true,
      platformStatus: true,
      message: true,
    },
  });
}
