"use client";

import { History } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DateTime } from "@/components/ui/date-time";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonRows } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { TRuleSetVersion } from "@/lib/domain/confirmation-rules/confirmation-rules";
import { RuleSummaryList } from "./rule-summary-list";
import { useRuleVersion, useRuleVersions } from "./use-rules";

type TProps = {
  /** Null for a read-only viewer: no "Load into editor". */
  onLoad: ((version: TRuleSetVersion) => void) | null;
};

/** Every saved version, newest first (the first is in force); any can be read, and loaded to restore it. */
export function VersionsPanel({ onLoad }: TProps) {
  const versions = useRuleVersions();
  const [viewing, setViewing] = useState<number | null>(null);
  const one = useRuleVersion(viewing);
  const newest = versions.data?.[0]?.version ?? null;
  let body;
  if (versions.isPending) body = <SkeletonRows rows={3} label="Loading the version history" />;
  else if (versions.isError)
    body = (
      <ErrorState
        title="Couldn't load the version history."
        description={versions.error.message}
        action={
          <Button variant="secondary" onClick={() => void versions.refetch()}>
            Retry
          </Button>
        }
      />
    );
  else if (versions.data.length === 0)
    body = (
      <EmptyState
        icon={History}
        title="No version saved yet"
        description="Each save of the rules becomes a version here, with who saved it, when, and why."
      />
    );
  else
    body = (
      <Table aria-label="Versions of the confirmation rules">
        <TableHeader>
          <TableRow>
            <TableHead numeric>Version</TableHead>
            <TableHead>Saved by</TableHead>
            <TableHead>Saved</TableHead>
            <TableHead>Comment</TableHead>
            <TableHead numeric>Rules</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {versions.data.map((v) => (
            <TableRow key={v.version} data-testid="version-row" data-version={v.version}>
              <TableCell numeric className="tabular-nums">
                <span className="inline-flex items-center gap-2">
                  {v.version === newest ? <Badge status="done">In force</Badge> : null}v{v.version}
                </span>
              </TableCell>
              <TableCell>{v.createdByEmail}</TableCell>
              <TableCell>
                <DateTime iso={v.createdAt} />
              </TableCell>
              <TableCell className="max-w-96 truncate" title={v.comment ?? undefined}>
                {v.comment ?? <span className="text-muted-foreground">—</span>}
              </TableCell>
              <TableCell numeric className="tabular-nums">
                {v.ruleCount}
              </TableCell>
              <TableCell>
                <Button size="sm" variant="secondary" onClick={() => setViewing(v.version)}>
                  View v{v.version}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  return (
    <section aria-labelledby="versions-title" className="flex flex-col gap-2">
      <h2 id="versions-title" className="text-base font-semibold">
        Version history
      </h2>
      {body}
      <Dialog open={viewing !== null} onOpenChange={(open) => (open ? null : setViewing(null))}>
        <DialogContent className="max-w-2xl" data-testid="version-dialog">
          <DialogHeader>
            <DialogTitle>Confirmation rules, version {viewing}</DialogTitle>
            <DialogDescription>
              {one.data ? (
                <>
                  Saved by {one.data.createdByEmail}, <DateTime iso={one.data.createdAt} />
                  {one.data.comment ? `: “${one.data.comment}”` : "."}
                </>
              ) : (
                "Read-only."
              )}
            </DialogDescription>
          </DialogHeader>
          <div className="max-h-[60vh] overflow-y-auto">
            {one.isPending ? (
              <SkeletonRows rows={3} label={`Loading version ${viewing}`} />
            ) : one.isError ? (
              <ErrorState title={`Couldn't load version ${viewing}.`} description={one.error.message} />
            ) : (
              <RuleSummaryList rules={one.data.rules} label={`Rules of version ${viewing}`} />
            )}
          </div>
          {onLoad && one.data && viewing !== newest ? (
            <DialogFooter>
              <Button
                onClick={() => {
                  onLoad(one.data);
                  setViewing(null);
                }}
              >
                Load into editor
              </Button>
            </DialogFooter>
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}
