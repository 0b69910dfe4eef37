"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { Amount } from "@/components/ui/amount";
import { Callout } from "@/components/ui/callout";
import { DateTime } from "@/components/ui/date-time";
import { SkeletonRows } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { TLiquidityActivity } from "@/lib/domain/liquidity/liquidity";
import { TransferStatusBadge } from "./transfer-status-badge";

const muted = <span className="text-muted-foreground">—</span>;

/** Active holding-amount breaches: one per BIC and currency, refreshed by each repeat. */
function HoldingAlerts({ alerts }: { alerts: TLiquidityActivity["holdingAlerts"] }) {
  if (alerts.length === 0)
    return <p className="text-sm text-muted-foreground">No holding amount is over its maximum.</p>;
  return (
    <Table aria-label="Holding amount over its maximum" data-testid="holding-alerts">
      <TableHeader>
        <TableRow>
          <TableHead>BIC</TableHead>
          <TableHead numeric>Holding</TableHead>
          <TableHead numeric>Maximum</TableHead>
          <TableHead numeric>Times seen</TableHead>
          <TableHead>Last seen</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {alerts.map((a) => (
          <TableRow key={a.id} data-testid="holding-alert" data-bic={a.bic}>
            <TableCell className="font-mono text-xs">{a.bic}</TableCell>
            <TableCell numeric>
              {a.holdingAmount === null ? muted : <Amount minor={a.holdingAmount} currency={a.currency} />}
            </TableCell>
            <TableCell numeric>
              {a.maxHoldingAmount === null ? (
                muted
              ) : (
                <Amount minor={a.maxHoldingAmount} currency={a.currency} />
              )}
            </TableCell>
            <TableCell numeric>{a.occurrences}</TableCell>
            <TableCell>
              <DateTime iso={a.lastSeenAt} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Events({ events }: { events: TLiquidityActivity["events"] }) {
  if (events.length === 0)
    return <p className="text-sm text-muted-foreground">No liquidity notification has arrived yet.</p>;
  return (
    <Table
      aria-label="Recent liquidity notifications"
      data-testid="liquidity-events"
      containerClassName="max-h-80"
    >
      <TableHeader>
        <TableRow>
          <TableHead>Received</TableHead>
          <TableHead>Transfer</TableHead>
          <TableHead>Status</TableHead>
          <TableHead numeric>Amount</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {events.map((e) => (
          <TableRow
            key={e.deliveryId}
            data-testid="liquidity-event"
            data-transfer-id={e.transferId ?? undefined}
          >
            <TableCell>
              <DateTime iso={e.receivedAt} />
            </TableCell>
            <TableCell className="font-mono text-xs">
              {e.transferId ?? muted}
              {e.requestId ? (
                <span className="block text-[11px] text-muted-foreground">{e.requestId}</span>
              ) : null}
            </TableCell>
            <TableCell>{e.status ? <TransferStatusBadge status={e.status} /> : muted}</TableCell>
            <TableCell numeric>
              {e.amount === null ? muted : <Amount minor={e.amount} currency={e.currency ?? "EUR"} />}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** What webhook intake has seen: holding breaches first (they need someone), then transfer notices. */
export function ActivityPanel({ activity }: { activity: UseQueryResult<TLiquidityActivity> }) {
  if (activity.isPending) return <SkeletonRows rows={4} label="Loading notifications" />;
  if (activity.isError && !activity.data)
    return (
      <Callout tone="error" title="Couldn't read the notifications">
        {activity.error.message}
      </Callout>
    );
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="holding-title" className="flex flex-col gap-2">
        <h2 id="holding-title" className="text-sm font-semibold">
          Holding amount alerts
        </h2>
        <HoldingAlerts alerts={activity.data.holdingAlerts} />
      </section>
      <section aria-labelledby="events-title" className="flex flex-col gap-2">
        <h2 id="events-title" className="text-sm font-semibold">
          Liquidity notifications
        </h2>
        <Events events={activity.data.events} />
      </section>
    </div>
  );
}
