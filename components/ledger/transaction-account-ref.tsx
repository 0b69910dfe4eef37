import Link from "next/link";
import { Mono } from "@/components/ui/mono";
import { parseLedgerAddress } from "@/lib/domain/ledger/transactions";

/**
 * A ledger account identifier in a posting. A customer one links to its account page and names its side
 * (CURRENT: the available balance; HOLDING: the held one); the full identifier stays copyable. INTERNAL
 * ones (the institution's own books) have no page. Anything else is shown as the ledger wrote it.
 */
export function TransactionAccountRef({ identifier }: { identifier: string }) {
  const address = parseLedgerAddress(identifier);
  if (address?.kind !== "customer") {
    return <Mono value={identifier} copyLabel="Copy ledger account" className="text-[12px]" />;
  }
  return (
    <span className="inline-flex flex-col gap-0.5" title={identifier}>
      <span className="inline-flex items-center gap-1">
        <Link
          href={`/ledger/accounts/${address.accountId}`}
          className="font-mono text-[12px] text-accent underline underline-offset-4"
          aria-label={`Account ${address.accountId}, ${address.side.toLowerCase()} side`}
        >
          {address.accountId}
        </Link>
        <span className="rounded border border-border px-1 text-[11px] font-medium">{address.side}</span>
      </span>
      <span className="text-[11px] text-muted-foreground">
        party <span className="font-mono">{address.partyId}</span>
      </span>
    </span>
  );
}
