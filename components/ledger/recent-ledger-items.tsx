import Link from "next/link";
import { DateTime } from "@/components/ui/date-time";
import { Mono } from "@/components/ui/mono";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { TRecentLedgerItemView } from "@/lib/domain/ledger/accounts";

const KINDS = {
  account: {
    title: "Recently opened accounts",
    label: "IBAN",
    path: "/ledger/accounts/",
    empty: "Accounts you open appear here, newest first.",
  },
  transaction: {
    title: "Recently opened transactions",
    label: "Reference",
    path: "/ledger/transactions/",
    empty: "Transactions you open or post appear here, newest first.",
  },
} as const;

/** The user's own recently opened accounts or transactions (recent_ledger_items), newest first. */
export function RecentLedgerItems({
  kind,
  items,
}: {
  kind: keyof typeof KINDS;
  items: TRecentLedgerItemView[];
}) {
  const k = KINDS[kind];
  const headingId = `recent-${kind}s`;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-1.5" data-testid={headingId}>
      <h2 id={headingId} className="border-b pb-1 text-sm font-semibold">
        {k.title}
      </h2>
      {items.length === 0 ? (
        <p className="py-2 text-[13px] text-muted-foreground">{k.empty}</p>
      ) : (
        <Table aria-labelledby={headingId} className="text-[13px]">
          <TableHeader>
            <TableRow>
              <TableHead>Id</TableHead>
              <TableHead>{k.label}</TableHead>
              <TableHead>Opened</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.ref} data-testid="recent-item" data-ref={item.ref}>
                <TableCell>
                  <Link
                    href={`${k.path}${item.ref}`}
                    className="font-mono text-accent underline underline-offset-4"
                  >
                    {item.ref}
                  </Link>
                </TableCell>
                <TableCell>
                  {item.label ? (
                    <Mono value={item.label} group={kind === "account"} />
                  ) : (
                    <span className="text-muted-foreground">—</span>
                  )}
                </TableCell>
                <TableCell>
                  <DateTime iso={item.seenAt} relative />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
