import { TriangleAlert } from "lucide-react";
import Link from "next/link";

type TCount = { value: number | null; source: "webhooks" | "platform" | "countersign"; error?: string };

const SOURCE_WORDS: Record<TCount["source"], string> = {
  webhooks: "from webhooks received",
  platform: "from the platform",
  countersign: "made in Countersign",
};

// One figure that needs action. Where it comes from is said beside it: webhook-derived counts only know
// what the platform has reported since Countersign started receiving.
export function CountTile({
  label,
  count,
  href,
  testId,
  atRisk,
}: {
  label: string;
  count: TCount;
  href: string | null;
  testId: string;
  /** How many are at risk of their deadline, linking to the queue filtered to them (docs/deadlines.md). */
  atRisk?: { count: number; href: string };
}) {
  const figure = (
    <span className="text-2xl font-semibold tabular-nums" data-testid={testId}>
      {count.value ?? "—"}
    </span>
  );
  return (
    <div className="rounded-lg border border-border bg-card p-4">
      <div className="text-sm text-muted-foreground">{label}</div>
      <div className="mt-1">
        {href ? (
          <Link
            href={href}
            className="underline-offset-4 hover:underline"
            aria-label={`${label}: ${count.value ?? "unknown"}`}
          >
            {figure}
          </Link>
        ) : (
          figure
        )}
      </div>
      {atRisk ? (
        <Link
          href={atRisk.href}
          className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-warning-fg underline-offset-4 hover:underline"
          data-testid={`${testId}-at-risk`}
        >
          <TriangleAlert aria-hidden className="size-3.5" />
          {atRisk.count} at risk
        </Link>
      ) : null}
      <div className="mt-1 text-xs text-muted-foreground">{count.error ?? SOURCE_WORDS[count.source]}</div>
    </div>
  );
}
