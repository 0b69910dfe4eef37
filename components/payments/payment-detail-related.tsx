"use client";

import Link from "next/link";
import { Amount } from "@/components/ui/amount";
import { DateTime } from "@/components/ui/date-time";
import type { TPayment } from "@/lib/domain/payments/payments";
import { PaymentStatusBadge } from "./payment-status-badge";

/** One related payment (a child or the parent) on a line: link, type, amount, status, created. */
export function RelatedPaymentRow({ p, testId }: { p: TPayment; testId: string }) {
  return (
    <li
      className="grid grid-cols-[auto_1fr_auto] items-center gap-3 border-b py-1.5 text-[13px] last:border-b-0"
      data-testid={testId}
      data-payment-id={p.id}
    >
      <Link
        href={`/payments/${p.id}`}
        className="font-mono text-accent underline underline-offset-4"
        aria-label={`Payment ${p.id}, ${p.type}`}
      >
        {p.id}
      </Link>
      <span className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        <span>{p.type}</span>
        <PaymentStatusBadge status={p.status} name={p.statusName} />
        <span className="text-muted-foreground">{p.method}</span>
      </span>
      <span className="flex flex-col items-end">
        <Amount minor={p.amount} currency={p.currency} direction={p.direction} />
        {p.createdAt ? (
          <span className="text-xs text-muted-foreground">
            <DateTime iso={p.createdAt} />
          </span>
        ) : null}
      </span>
    </li>
  );
}

/** Returns and other payments whose parent is this one. */
export function ChildPayments({
  rows,
  more,
  parentId,
}: {
  rows: TPayment[];
  more: boolean;
  parentId: number;
}) {
  return (
    <div className="flex flex-col gap-1">
      <ul aria-label="Child payments">
        {rows.map((p) => (
          <RelatedPaymentRow key={p.id} p={p} testId="child-payment" />
        ))}
      </ul>
      {more ? (
        <Link
          href={`/payments?parent=${parentId}`}
          className="text-[13px] text-accent underline underline-offset-4"
        >
          More than {rows.length}: see them all in Payments
        </Link>
      ) : null}
    </div>
  );
}
