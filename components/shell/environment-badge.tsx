import { cn } from "@/lib/utils/cn";

// Production is the loud one: nobody should mistake it for a rehearsal, or the reverse.
const STYLE = {
  sandbox: "border-border bg-muted text-foreground",
  test: "border-status-waiting-fg/40 bg-status-waiting-bg text-status-waiting-fg",
  production: "border-status-failed-fg/40 bg-status-failed-bg text-status-failed-fg font-semibold",
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
