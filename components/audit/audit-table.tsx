import Link from "next/link";
import { ScrollText } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

type TRow = {
  id: string;
  at: string;
  actorEmail: string | null;
  action: string;
  target: string | null;
  outcome: "success" | "failure" | "denied" | "attempted";
  providerStatus: number | null;
  providerCode: string | null;
  requestId: string | null;
};

const OUTCOME = { success: "done", failure: "failed", denied: "refused", attempted: "progress" } as const;

export function AuditTable({
  rows,
  nextHref,
  newestHref,
}: {
  rows: TRow[];
  nextHref: string | null;
  newestHref: string | null;
}) {
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={ScrollText}
        title="No audit events match"
        description="Every sign-in, refusal and change made through Countersign lands here. Widen the filters to see more."
      />
    );
  }
  return (
    <div className="space-y-3">
      <Table aria-label="Audit events">
        <TableHeader>
          <TableRow>
            <TableHead>When</TableHead>
            <TableHead>Who</TableHead>
            <TableHead>Action</TableHead>
            <TableHead>Target</TableHead>
            <TableHead>Outcome</TableHead>
            <TableHead>Platform</TableHead>
            <TableHead>Request id</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} data-testid="audit-row">
              <TableCell>
                <DateTime iso={r.at} />
              </TableCell>
              <TableCell>{r.actorEmail ?? <span className="text-muted-foreground">unknown</span>}</TableCell>
              <TableCell className="font-mono text-xs">{r.action}</TableCell>
              <TableCell className="max-w-64 truncate font-mono text-xs" title={r.target ?? undefined}>
                {r.target}
              </TableCell>
              <TableCell>
                <Badge status={OUTCOME[r.outcome]}>{r.outcome}</Badge>
              </TableCell>
              <TableCell className="font-mono text-xs">
                {[r.providerStatus, r.providerCode].filter(Boolean).join(" ")}
              </TableCell>
              <TableCell className="font-mono text-xs text-muted-foreground">{r.requestId}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <nav aria-label="Audit pages" className="flex gap-4 text-sm">
        {newestHref && (
          <Link className="underline underline-offset-2" href={newestHref}>
            Newest
          </Link>
        )}
        {nextHref && (
          <Link className="underline underline-offset-2" href={nextHref}>
            Older
          </Link>
        )}
      </nav>
    </div>
  );
}
