import { REAPPLY_BATCH, type TReapplyAllResult, type TReapplyResult } from "@/lib/domain/events/reapply";

// "Apply again" in words: the outcome of one delivery and of a batch, for the toast and the sheet.

type TTone = "success" | "info" | "warning" | "error";
export type TOutcomeWords = { title: string; description: string; tone: TTone };

export function reapplyWords(r: TReapplyResult): TOutcomeWords {
  const reclassified =
    r.previousKind && r.previousKind !== r.kind ? ` (stored as ${r.previousKind} until now)` : "";
  if (r.outcome === "processed") {
    return {
      title: `Delivery ${r.id} applied`,
      description: `Applied as ${r.kind}${reclassified}.`,
      tone: "success",
    };
  }
  return {
    title: `Delivery ${r.id} still cannot be applied`,
    description: `Read as ${r.kind}${reclassified}. ${r.error ?? ""}`.trim(),
    tone: "warning",
  };
}

export function reapplyAllWords(r: TReapplyAllResult): TOutcomeWords {
  const parts = [`${r.processed} applied`, `${r.unprocessable} still cannot be`];
  if (r.skipped) parts.push(`${r.skipped} changed meanwhile and left alone`);
  const left = r.remaining ? ` ${r.remaining} still wait${r.remaining === 1 ? "s" : ""} to be applied.` : "";
  return {
    title: `${r.attempted} ${r.attempted === 1 ? "delivery" : "deliveries"} applied again`,
    description: `${parts.join(", ")}.${left}`,
    tone: r.unprocessable || r.remaining ? "warning" : "success",
  };
}

/** How many one click takes (the least recently tried first), and the button's words for it. */
export function reapplyAllPlan(waiting: number): { take: number; label: string } {
  const take = Math.min(waiting, REAPPLY_BATCH);
  const what = `unknown/unprocessable ${waiting === 1 ? "delivery" : "deliveries"}`;
  return {
    take,
    label:
      take === waiting
        ? `Apply again all ${waiting} ${what}`
        : `Apply again ${take} of the ${waiting} ${what}`,
  };
}
