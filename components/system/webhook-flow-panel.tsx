"use client";

import { DateTime } from "@/components/ui/date-time";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { TKeyView, TWebhookFlow } from "@/lib/domain/system/system";
import { duration } from "./format";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

export function WebhookFlowPanel({ flow }: { flow: TWebhookFlow }) {
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label="Last delivery">
          {flow.lastReceivedAt ? <DateTime iso={flow.lastReceivedAt} /> : "None yet"}
        </Fact>
        <Fact label="Last verified delivery">
          {flow.lastVerifiedAt ? <DateTime iso={flow.lastVerifiedAt} /> : "None yet"}
        </Fact>
        <Fact label="Waiting to be applied">{flow.pending.toLocaleString("en-GB")}</Fact>
        <Fact label="Lag (oldest waiting)">{flow.pending ? duration(flow.lagSeconds) : "none"}</Fact>
      </dl>
      {flow.rejections.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No rejected requests since <DateTime iso={flow.rejectionsSince} />.
        </p>
      ) : (
        <Table aria-label="Webhook rejections by reason">
          <TableHeader>
            <TableRow>
              <TableHead>Rejection reason</TableHead>
              <TableHead numeric>Requests</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {flow.rejections.map((r) => (
              <TableRow key={r.reason}>
                <TableCell className="font-mono text-xs">{r.reason}</TableCell>
                <TableCell numeric>{r.count.toLocaleString("en-GB")}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}

export function WebhookKeysTable({ view }: { view: TKeyView }) {
  if (view.keys.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        No key is configured (WEBHOOK_PUBLIC_KEYS): every delivery is refused.
      </p>
    );
  return (
    <Table aria-label="Webhook public keys">
      <TableHeader>
        <TableRow>
          <TableHead numeric>#</TableHead>
          <TableHead>Fingerprint (SHA-256 of the key)</TableHead>
          <TableHead numeric>Size</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {view.keys.map((k) => (
          <TableRow key={k.position}>
            <TableCell numeric>{k.position}</TableCell>
            <TableCell className="font-mono text-xs">{k.fingerprint}</TableCell>
            <TableCell numeric>{k.bits ? `${k.bits} bits` : "—"}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
