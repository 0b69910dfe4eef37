import type { TDuplicateCheck, TDuplicateMatch } from "@/lib/domain/initiation/duplicates";

// The duplicate warning in words (docs/initiation.md#duplicates), for the New payment confirmation and the
// draft page. A platform that could not be asked is said so: "no duplicate found" is never claimed for it.

export type TDuplicateWords = {
  title: string | null;
  items: { key: string; text: string; href: string | null }[];
  /** What the check could not see, when anything. */
  note: string | null;
};

const row = (line: number, batch: boolean) => (batch ? `Row ${line}: ` : "");

function itemOf(m: TDuplicateMatch, batch: boolean) {
  const lead = row(m.line, batch);
  if (m.source === "countersign") {
    const other = m.otherLine > 1 ? ` (row ${m.otherLine})` : "";
    return {
      key: `${m.line}-d-${m.draftId}-${m.otherLine}`,
      text: `${lead}the same payment in draft ${m.draftId.slice(0, 8)}${other}, made ${m.at.slice(0, 10)}`,
      href: `/drafts/${m.draftId}`,
    };
  }
  if (m.source === "platform") {
    const when = m.at ? `, created ${m.at.slice(0, 10)}` : "";
    return {
      key: `${m.line}-p-${m.platformId}`,
      text: `${lead}platform payment ${m.platformId} to the same IBAN for the same amount${when} (its remittance is not shown by the platform)`,
      href: `/payments/${m.platformId}`,
    };
  }
  return {
    key: `${m.line}-f-${m.otherLine}`,
    text: `${lead}the same payment as row ${m.otherLine} of this file`,
    href: null,
  };
}

const NOTES = {
  unavailable:
    "The platform's payments could not be searched just now, so payments made outside Countersign were not compared.",
  partial: "Only part of the platform's payments could be compared.",
} as const;

export function duplicateWords(check: TDuplicateCheck | null, batch: boolean): TDuplicateWords {
  if (!check || check.platform === "off") return { title: null, items: [], note: null };
  const n = check.matches.length;
  const title =
    n === 0
      ? null
      : `Possible duplicate: ${n === 1 ? "1 payment" : `${n} payments`} from the last ${check.windowDays} days ${n === 1 ? "looks" : "look"} like this one`;
  const note =
    check.platform === "unavailable" || check.platform === "partial" ? NOTES[check.platform] : null;
  return { title, items: check.matches.map((m) => itemOf(m, batch)), note };
}
