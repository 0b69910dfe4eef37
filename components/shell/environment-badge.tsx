import { cn } from "@/lib/utils/cn";

// Production is the loud one: nobody should mistake it for a rehearsal, or the reverse.
const STYLE = {
  sandbox: "border-border bg-muted text-foreground",
  test: "border-waiting-fg/40 bg-waiting-bg text-waiting-fg",
  production: "border-failed-fg/40 bg-failed-bg text-failed-fg font-semibold",
} as const;

export function EnvironmentBadge({ environment }: { environment: keyof typeof STYLE }) {
  return (
    <span
      data-testid="environment-badge"
      className={cn("rounded border px-1.5 py-0.5 text-[11px] uppercase tracking-wide", STYLE[environment])}
    >
      {environment}
    </span>
  );
}
