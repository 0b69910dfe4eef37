"use client";

import type { ReactNode } from "react";
import { DeadlineCell } from "@/components/deadlines/deadline-cell";
import { Amount } from "@/components/ui/amount";
import { formatAge } from "@/components/ui/age";
import type { TColumn } from "@/components/ui/columns";
import { DateTime } from "@/components/ui/date-time";
import { Mono } from "@/components/ui/mono";
import { Spinner } from "@/components/ui/spinner";
import { TableCell } from "@/components/ui/table";
import type { TApprovalRecord } from "@/lib/domain/approvals/approvals";
import type { TDeadline } from "@/lib/domain/deadlines/deadlines";
import type { TPayment } from "@/lib/domain/payments/payments";
import { cn } from "@/lib/utils/cn";
import { ApprovalStateBadge } from "./approval-badges";

const muted = <span className="text-muted-foreground">—</span>;

type TProps = {
  column: TColumn<"approvals">;
  payment: TPayment;
  record: TApprovalRecord | undefined;
  deadline: TDeadline | null;
  sending: boolean;
  now: number | null;
};

/** One cell of the approval queue; `c.fit` hides it while the table is too narrow for its column. */
export function QueueCell({ column: c, payment: p, record, deadline, sending, now }: TProps): ReactNode {
  switch (c.id) {
    case "deadline":
      return (
        <TableCell className={c.fit}>
          <DeadlineCell deadline={deadline} />
        </TableCell>
      );
    case "amount":
      return (
        <TableCell numeric className={c.fit}>
          <Amount minor={p.amount} currency={p.currency} direction={p.direction} />
        </TableCell>
      );
    case "currency":
      return <TableCell className={cn("font-mono text-xs", c.fit)}>{p.currency}</TableCell>;
    case "approval":
      // Early in the row, so what Countersign learned stays in view on a narrow screen. Narrow: a refusal's
      // code goes under its badge rather than beside it, so one refused row does not widen the column for
      // all and push Created out of a 1280 px screen (e2e/table-columns.spec.ts).
      return (
        <TableCell className={cn("max-w-40", c.fit)}>
          <ApprovalCell sending={sending} record={record} />
        </TableCell>
      );
    case "method":
      return <TableCell className={cn("font-mono text-xs", c.fit)}>{p.method ?? muted}</TableCell>;
    case "direction":
      return (
        <TableCell className={cn("text-xs", c.fit)}>
          {p.direction === "OUTBOUND" ? "Outbound" : "Inbound"}
        </TableCell>
      );
    case "debtor":
      return <Party name={p.debtorName} account={p.debtorAccount} fit={c.fit} />;
    case "creditor":
      return <Party name={p.creditorName} account={p.creditorAccount} fit={c.fit} />;
    case "endToEndId":
      return (
        <TableCell className={cn("max-w-56", c.fit)} onClick={(e) => e.stopPropagation()}>
          {p.endToEndId ? (
            <Mono value={p.endToEndId} copyLabel={`Copy end-to-end id of payment ${p.id}`} />
          ) : (
            muted
          )}
        </TableCell>
      );
    case "created":
      return <TableCell className={c.fit}>{p.createdAt ? <DateTime iso={p.createdAt} /> : muted}</TableCell>;
    case "age":
      return (
        <TableCell numeric className={cn("text-muted-foreground", c.fit)}>
          {now === null ? "" : formatAge(p.createdAt, now)}
        </TableCell>
      );
  }
}

function Party({ name, account, fit }: { name: string | null; account: string | null; fit: string }) {
  return (
    <TableCell
      className={cn("max-w-40 truncate", fit)}
      title={[name, account].filter(Boolean).join(" · ") || undefined}
    >
      {name ?? (account ? <span className="font-mono text-xs">{account}</span> : muted)}
    </TableCell>
  );
}

function ApprovalCell({ sending, record }: { sending: boolean; record: TApprovalRecord | undefined }) {
  if (sending) {
    return (
      <span className="inline-flex items-center gap-1.5 text-muted-foreground" data-testid="approving">
        <Spinner /> Approving…
      </span>
    );
  }
  if (!record) return <span className="text-muted-foreground">Not yet</span>;
  return (
    <span
      className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5"
      title={record.message ?? undefined}
    >
      <ApprovalStateBadge state={record.state} />
      {record.state === "approved" ? (
        // Still in TO_SIGN after Countersign's signature: the tenant needs more approvals than one.
        <span className="max-w-full truncate text-muted-foreground">waiting for other approvals</span>
      ) : record.providerCode ? (
        <span className="max-w-full truncate font-mono text-xs text-muted-foreground">
          {record.providerCode}
        </span>
      ) : null}
    </span>
  );
}
