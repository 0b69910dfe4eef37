"use client";

import { Badge } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { TInstanceRow } from "@/lib/domain/system/system";
import { duration } from "./format";

export function InstancesTable({ rows }: { rows: TInstanceRow[] }) {
  if (rows.length === 0)
    return (
      <EmptyState
        title="No instance has beaten in the last minute."
        description="Heartbeats are written every 15 seconds."
      />
    );
  return (
    <Table aria-label="Instances">
      <TableHeader>
        <TableRow>
          <TableHead>Host</TableHead>
          <TableHead numeric>PID</TableHead>
          <TableHead>Version</TableHead>
          <TableHead>Started</TableHead>
          <TableHead numeric>Uptime</TableHead>
          <TableHead>Last seen</TableHead>
          <TableHead />
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((i) => (
          <TableRow key={i.id}>
            <TableCell className="font-medium">{i.hostname}</TableCell>
            <TableCell numeric>{i.pid}</TableCell>
            <TableCell className="font-mono text-xs">{i.version}</TableCell>
            <TableCell>
              <DateTime iso={i.startedAt} />
            </TableCell>
            <TableCell numeric>{duration(i.uptimeSeconds)}</TableCell>
            <TableCell>
              <DateTime iso={i.lastSeenAt} />
            </TableCell>
            <TableCell>{i.me ? <Badge status="neutral">This instance</Badge> : null}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
