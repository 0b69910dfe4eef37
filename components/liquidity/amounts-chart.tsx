"use client";

import { useId, useSyncExternalStore } from "react";
import { Amount } from "@/components/ui/amount";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useLocale } from "@/components/ui/use-locale";
import { formatMinor } from "@/lib/money";
import type { TStatusGroup, TTransferPoint } from "@/lib/domain/liquidity/liquidity";
import { amountsByDay, GROUPS, peakOf, type TDay } from "./chart-data";

// Amounts moved per day, stacked by status group, drawn as plain SVG: a dozen bars need no charting
// library (and no new dependency for every install). The picture is one image with a summary for screen
// readers; the same figures are a real table right below it, which is the accessible alternative.

const noop = () => () => {};
const readZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const GROUP_LABELS: Record<TStatusGroup, string> = {
  completed: "Completed",
  moving: "In progress (created, sent to clear, accepted)",
  rejected: "Rejected",
};
const FILL: Record<TStatusGroup, string> = {
  completed: "fill-done-fg",
  moving: "fill-progress-fg",
  rejected: "fill-refused-fg",
};
const SWATCH: Record<TStatusGroup, string> = {
  completed: "bg-done-fg",
  moving: "bg-progress-fg",
  rejected: "bg-refused-fg",
};

const W = 720;
const H = 200;
const PAD = { left: 64, right: 8, top: 8, bottom: 24 };

function Bars({ days, currency, locale }: { days: TDay[]; currency: string; locale: string }) {
  const peak = peakOf(days);
  const scale = peak === 0n ? 0 : (H - PAD.top - PAD.bottom) / Number(peak);
  const slot = (W - PAD.left - PAD.right) / days.length;
  const bar = Math.max(1, Math.min(28, slot * 0.7));
  const ticks = [0n, peak / 2n, peak];
  const label = (minor: bigint) => formatMinor(minor, currency, { locale, withCode: false });
  const xLabels = new Set([0, Math.floor((days.length - 1) / 2), days.length - 1]);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-52 w-full" aria-hidden="true" focusable="false">
      {ticks.map((t, i) => {
        const y = H - PAD.bottom - Number(t) * scale;
        return (
          <g key={i}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y} y2={y} className="stroke-border" />
            <text x={PAD.left - 6} y={y + 4} textAnchor="end" className="fill-muted-foreground text-[10px]">
              {label(t)}
            </text>
          </g>
        );
      })}
      {days.map((d, i) => {
        let y = H - PAD.bottom;
        const x = PAD.left + slot * i + (slot - bar) / 2;
        return (
          <g key={d.day}>
            {GROUPS.map((g) => {
              const h = Number(d[g]) * scale;
              y -= h;
              return h > 0 ? <rect key={g} x={x} y={y} width={bar} height={h} className={FILL[g]} /> : null;
            })}
            {xLabels.has(i) ? (
              <text
                x={x + bar / 2}
                y={H - 6}
                textAnchor="middle"
                className="fill-muted-foreground text-[10px]"
              >
                {d.day}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

type TProps = { points: TTransferPoint[]; currency: string; capped: boolean };

export function AmountsChart({ points, currency, capped }: TProps) {
  const locale = useLocale();
  const zone = useSyncExternalStore(noop, readZone, () => "UTC");
  const days = amountsByDay(points, zone);
  const summaryId = useId();
  if (days.length === 0)
    return <p className="text-sm text-muted-foreground">No transfers in this range, so nothing to chart.</p>;
  const busiest = days.reduce((a, b) => (peakOf([b]) > peakOf([a]) ? b : a));
  const summary =
    `Amounts moved per day in ${currency}, ${days[0]!.day} to ${days[days.length - 1]!.day} (${zone}): ` +
    `${points.length} transfers; the busiest day was ${busiest.day} with ` +
    `${formatMinor(peakOf([busiest]), currency, { locale })}.` +
    (capped ? " Partial: not every transfer listed was read." : "");
  return (
    <figure className="flex flex-col gap-2" data-testid="amounts-chart">
      <div role="img" aria-labelledby={summaryId}>
        <Bars days={days} currency={currency} locale={locale} />
      </div>
      <figcaption id={summaryId} className="text-xs text-muted-foreground">
        {summary}
      </figcaption>
      <ul className="flex flex-wrap gap-4 text-xs" aria-label="Legend">
        {GROUPS.map((g) => (
          <li key={g} className="flex items-center gap-1.5">
            <span aria-hidden className={`inline-block size-3 rounded-sm ${SWATCH[g]}`} />
            {GROUP_LABELS[g]}
          </li>
        ))}
      </ul>
      <details>
        <summary className="cursor-pointer text-sm">The same figures as a table</summary>
        <Table aria-label="Amounts moved per day" containerClassName="max-h-72">
          <TableHeader>
            <TableRow>
              <TableHead>Day ({zone})</TableHead>
              <TableHead numeric>Transfers</TableHead>
              {GROUPS.map((g) => (
                <TableHead key={g} numeric>
                  {GROUP_LABELS[g]}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {days.map((d) => (
              <TableRow key={d.day} data-testid="chart-day" data-day={d.day}>
                <TableCell className="tabular-nums">{d.day}</TableCell>
                <TableCell numeric>{d.count}</TableCell>
                {GROUPS.map((g) => (
                  <TableCell key={g} numeric>
                    <Amount minor={d[g]} currency={currency} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </details>
    </figure>
  );
}
