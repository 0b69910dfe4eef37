import Link from "next/link";
import { Callout } from "@/components/ui/callout";
import type { TDuplicateCheck } from "@/lib/domain/initiation/duplicates";
import { duplicateWords } from "./duplicate-words";

/** The duplicate check's warning (docs/initiation.md#duplicates); nothing when it found nothing and saw all. */
export function DuplicateWarning({
  check,
  batch = false,
}: {
  check: TDuplicateCheck | null;
  batch?: boolean;
}) {
  const w = duplicateWords(check, batch);
  if (!w.title && !w.note) return null;
  return (
    <Callout
      tone={w.title ? "warning" : "info"}
      title={w.title ?? "Duplicate check incomplete"}
      data-testid="duplicate-warning"
      data-matches={w.items.length}
    >
      {w.items.length ? (
        <ul className="mt-1 list-disc pl-4">
          {w.items.map((i) => (
            <li key={i.key} data-testid="duplicate-match">
              {i.href ? (
                <Link href={i.href} className="underline underline-offset-2">
                  {i.text}
                </Link>
              ) : (
                i.text
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {w.note ? <p className="mt-1">{w.note}</p> : null}
    </Callout>
  );
}
