"use client";

import { DateTime } from "@/components/ui/date-time";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { TOutboxView } from "@/lib/domain/system/system";

export function OutboxPanel({ outbox }: { outbox: TOutboxView }) {
  return (
    <div className="flex flex-col gap-3">
      {outbox.counts.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing waits to be sent, and nothing has failed.</p>
      ) : (
        <Table aria-label="Notification outbox">
          <TableHeader>
            <TableRow>
              <TableHead>Channel</TableHead>
              <TableHead>State</TableHead>
              <TableHead numeric>Deliveries</TableHead>
              <TableHead>Oldest</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {outbox.counts.map((c) => (
              <TableRow key={`${c.channel} ${c.state}`}>
                <TableCell>{c.channel}</TableCell>
                <TableCell>{c.state}</TableCell>
                <TableCell numeric>{c.count.toLocaleString("en-GB")}</TableCell>
                <TableCell>{c.oldestAt ? <DateTime iso={c.oldestAt} /> : "—"}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {outbox.failures.length > 0 ? (
        <Table aria-label="Last delivery failures">
          <TableHeader>
            <TableRow>
              <TableHead>Channel</TableHead>
              <TableHead>Notification</TableHead>
              <TableHead numeric>Attempts</TableHead>
              <TableHead>Next attempt</TableHead>
              <TableHead>Last error</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {outbox.failures.map((f) => (
              <TableRow key={f.id}>
                <TableCell>{f.channel}</TableCell>
                <TableCell className="font-mono text-xs">{f.kind}</TableCell>
                <TableCell numeric>{f.attempts}</TableCell>
                <TableCell>
                  <DateTime iso={f.at} />
                </TableCell>
                <TableCell className="max-w-md truncate" title={f.lastError ?? undefined}>
                  {f.lastError}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </div>
  );
}
