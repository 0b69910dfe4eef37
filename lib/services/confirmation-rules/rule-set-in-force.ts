import "server-only";
import { db } from "@/lib/db/client";
import { latestRuleSet } from "@/lib/db/confirmation-rules";
import type { Prisma } from "@/lib/db/generated/client";
import { logger } from "@/lib/logger";
import { ZRuleList } from "@/lib/domain/confirmation-rules/confirmation-rules";
import { compileRules, type TCompiledRule } from "./evaluate";

// The rule set in force, compiled once per version and kept in memory.
//
// Freshness across instances: every evaluation asks the database which version is the highest (one
// indexed read, ~0.2 ms, inside the delivery's own transaction), and the rules' JSON travels only when that
// version is not the cached one. So a save on ANY instance takes effect on the very next webhook, with no
// window of staleness. Invalidating through the LISTEN connection (lib/live/listener.ts) would save that
// read, but a dropped or reconnecting LISTEN connection would silently keep an old set deciding payments
// — in a 5-second window worth of money, correctness beats 0.2 ms.

export type TRuleSetInForce = { version: number; rules: TCompiledRule[] };

type TSql = Pick<Prisma.TransactionClient, "$queryRaw">;

const holder = globalThis as typeof globalThis & { countersignRuleSet?: TRuleSetInForce };

/** Null when no rule set was ever saved. Never throws on a stored set that does not parse. */
export async function ruleSetInForce(sql: TSql = db): Promise<TRuleSetInForce | null> {
  const cached = holder.countersignRuleSet ?? null;
  const latest = await latestRuleSet(sql, cached?.version ?? null);
  if (!latest) return null;
  if (cached && latest.version === cached.version) return cached;
  const fresh = { version: latest.version, rules: compileRules(parseStored(latest.version, latest.rules)) };
  holder.countersignRuleSet = fresh;
  return fresh;
}

function parseStored(version: number, rules: unknown) {
  const parsed = ZRuleList.safeParse(rules);
  if (parsed.success) return parsed.data;
  // Cannot happen through the save action (it parses with the same schema); a hand edit in SQL or a
  // schema change without a migration could. Deciding nothing is the safe reading: people decide.
  logger.error(
    { version, issues: parsed.error.issues.slice(0, 10) },
    "CONFIRMATION RULE SET DOES NOT PARSE: it is treated as having no rules; every payment is left for people until a valid version is saved",
  );
  return [];
}

/** Tests: forget the cached set (a new database may reuse version numbers). */
export function forgetRuleSetCache(): void {
  holder.countersignRuleSet = undefined;
}
