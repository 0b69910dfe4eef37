import "server-only";
import { duplicateCandidates, platformIdsOfDraft } from "@/lib/db/duplicate-candidates";
import {
  duplicatesWithin,
  isDuplicate,
  NO_DUPLICATE_CHECK,
  sameTransfer,
  type TDuplicateCheck,
  type TDuplicateMatch,
  type TDuplicateSubject,
  type TPlatformChecked,
} from "@/lib/domain/initiation/duplicates";
import type { TPaymentSubmission } from "@/lib/domain/initiation/submission";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { mapLimit } from "../approvals/map-limit";
import { searchPayments } from "../payments/search-payments";

// The duplicate check (docs/initiation.md#duplicates) of a new payment or a draft's payments: Countersign's
// own drafts (waiting, being sent or created; the draft itself left out), the other rows of the same
// upload, and the platform's outbound payments to the same creditor IBAN for the same amount in the window.
// The platform is asked through the Payments search, whose rows are checked against every filter (an
// ignored filter never makes a match); its list does not show remittance, so its matches compare IBAN and
// amount only and say so. A platform that cannot be asked is reported as such, never as "no duplicate".

/** How many distinct (IBAN, amount) pairs of one batch are asked of the platform; the rest: `partial`. */
export const PLATFORM_DUPLICATE_LOOKUPS = 20;
/** At most this many matches are kept: enough to show that a batch repeats itself, bounded for the page. */
export const MAX_MATCHES = 50;

const transferKey = (p: { creditorIban: string; currency: string; amountMinor: number }) =>
  `${p.creditorIban.replace(/\s+/g, "").toUpperCase()}|${p.currency}|${p.amountMinor}`;

type TOptions = { draftId?: string; windowDays?: number; now?: Date };

export async function findDuplicates(
  subjects: readonly TDuplicateSubject[],
  opts: TOptions = {},
): Promise<TDuplicateCheck> {
  const windowDays = opts.windowDays ?? env.DUPLICATE_WINDOW_DAYS;
  if (windowDays === 0 || subjects.length === 0) return { ...NO_DUPLICATE_CHECK, windowDays };
  const since = new Date((opts.now ?? new Date()).getTime() - windowDays * 86_400_000);
  const candidates = await duplicateCandidates(
    subjects.map((s) => s.creditorIban),
    since,
    opts.draftId,
  );
  // Indexed by what the platform can show too, so a batch of 10,000 rows is compared in one pass.
  const byTransfer = new Map<string, typeof candidates>();
  for (const c of candidates) {
    if (!c.live || c.draftId === opts.draftId) continue;
    const key = transferKey(c);
    const same = byTransfer.get(key);
    if (same) same.push(c);
    else byTransfer.set(key, [c]);
  }
  const matches: TDuplicateMatch[] = [];
  for (const s of subjects) {
    for (const c of byTransfer.get(transferKey(s)) ?? []) {
      const remittance = (c.payment as Partial<TPaymentSubmission> | null)?.remittance ?? null;
      if (isDuplicate(s, { ...c, remittance })) {
        matches.push({
          line: s.line,
          source: "countersign",
          draftId: c.draftId,
          otherLine: c.line,
          at: c.at.toISOString(),
        });
      }
    }
  }
  if (subjects.length > 1) matches.push(...duplicatesWithin(subjects));
  const ownIds = new Set([
    ...candidates.flatMap((c) => (c.platformId === null ? [] : [c.platformId])),
    ...(opts.draftId ? await platformIdsOfDraft(opts.draftId) : []),
  ]);
  const platform = await platformMatches(subjects, since, ownIds);
  matches.push(...platform.matches);
  return { windowDays, matches: matches.slice(0, MAX_MATCHES), platform: platform.checked };
}

async function platformMatches(
  subjects: readonly TDuplicateSubject[],
  since: Date,
  ownIds: ReadonlySet<number>,
): Promise<{ matches: TDuplicateMatch[]; checked: TPlatformChecked }> {
  const pairs = [
    ...new Map(subjects.map((s) => [`${s.creditorIban}|${s.currency}|${s.amountMinor}`, s])).values(),
  ];
  const asked = pairs.slice(0, PLATFORM_DUPLICATE_LOOKUPS);
  let checked: TPlatformChecked = asked.length < pairs.length ? "partial" : "checked";
  const found = await mapLimit(asked, 4, async (s) => {
    try {
      const page = await searchPayments({
        limit: 10,
        direction: "OUTBOUND",
        creditorAccount: s.creditorIban,
        currency: s.currency,
        amountFrom: BigInt(s.amountMinor),
        amountTo: BigInt(s.amountMinor),
        datetimeFrom: since.toISOString(),
      });
      if (page.notices?.some((n) => n.kind === "scan_budget")) checked = "partial";
      return page.rows.filter(
        (p) =>
          p.direction === "OUTBOUND" &&
          !ownIds.has(p.id) &&
          (p.createdAt === null || new Date(p.createdAt) >= since) &&
          sameTransfer(s, {
            creditorIban: p.creditorAccount ?? "",
            currency: p.currency,
            amountMinor: p.amount,
          }),
      );
    } catch (err) {
      logger.warn({ err }, "could not ask the platform for duplicates of a payment");
      checked = "unavailable";
      return [];
    }
  });
  const matches = asked.flatMap((pair, i) =>
    subjects
      .filter((s) => sameTransfer(s, pair))
      .flatMap((s) =>
        found[i]!.map((p): TDuplicateMatch => ({
          line: s.line,
          source: "platform",
          platformId: p.id,
          at: p.createdAt,
        })),
      ),
  );
  return { matches, checked };
}
