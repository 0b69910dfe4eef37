import type { ReactNode } from "react";
import { DateTime } from "@/components/ui/date-time";
import { Mono } from "@/components/ui/mono";
import type { TLedgerAccountView } from "@/lib/domain/ledger/accounts";
import { AccountStatusBadge } from "./account-status-badge";

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid grid-cols-[minmax(8rem,12rem)_1fr] gap-3 border-b py-1.5 last:border-b-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

const missing = <span className="text-muted-foreground">not given by the ledger</span>;

/** Status, times, IBAN and party; identifiers copyable, IBAN in groups of four, times with their zone. */
export function AccountFields({ account: a }: { account: TLedgerAccountView }) {
  return (
    <dl className="text-[13px]" data-testid="account-fields">
      <Row label="Status">
        <AccountStatusBadge status={a.status} withWords />
      </Row>
      <Row label="Status changed" testId="status-updated-at">
        {a.statusUpdatedAt ? <DateTime iso={a.statusUpdatedAt} /> : missing}
      </Row>
      <Row label="Created">{a.createdAt ? <DateTime iso={a.createdAt} /> : missing}</Row>
      <Row label="IBAN" testId="account-iban">
        {a.iban ? <Mono value={a.iban} group copyLabel="Copy IBAN" /> : missing}
      </Row>
      <Row label="Account id">
        <Mono value={a.accountId} copyLabel="Copy account id" />
      </Row>
      <Row label="Party id">
        <Mono value={a.partyId} copyLabel="Copy party id" />
      </Row>
    </dl>
  );
}

/** The names postings use for this account; people paste them into the postings editor. */
export function LedgerAccountNames({ account: a }: { account: TLedgerAccountView }) {
  return (
    <dl className="text-[13px]" data-testid="ledger-account-names">
      <Row label="Current (available)" testId="current-ledger-account">
        <Mono value={a.currentLedgerAccount} copyLabel="Copy current ledger account" />
      </Row>
      <Row label="Holding" testId="holding-ledger-account">
        <Mono value={a.holdingLedgerAccount} copyLabel="Copy holding ledger account" />
      </Row>
    </dl>
  );
}
