"use client";

import { Badge } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { TFeatureRow } from "@/lib/domain/system/system";

export function FeaturesTable({ rows }: { rows: TFeatureRow[] }) {
  if (rows.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        The platform has not answered FEATURE_DISABLED to any call: every feature Countersign used was on.
      </p>
    );
  return (
    <Table aria-label="Features observed as disabled">
      <TableHeader>
        <TableRow>
          <TableHead>API</TableHead>
          <TableHead>Operation</TableHead>
          <TableHead>Now</TableHead>
          <TableHead>First refused</TableHead>
          <TableHead>Last refused</TableHead>
          <TableHead>Worked again</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((f) => (
          <TableRow key={`${f.api} ${f.operation}`}>
            <TableCell>{f.api}</TableCell>
            <TableCell className="font-mono text-xs">{f.operation}</TableCell>
            <TableCell>
              {f.okAfterAt ? <Badge status="done">Enabled</Badge> : <Badge status="refused">Disabled</Badge>}
            </TableCell>
            <TableCell>
              <DateTime iso={f.firstSeenAt} />
            </TableCell>
            <TableCell>
              <DateTime iso={f.lastSeenAt} />
            </TableCell>
            <TableCell>{f.okAfterAt ? <DateTime iso={f.okAfterAt} /> : "—"}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
