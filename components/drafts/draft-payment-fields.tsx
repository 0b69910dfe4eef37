import Link from "next/link";
import { Amount } from "@/components/ui/amount";
import { Mono } from "@/components/ui/mono";
import { SCHEME_NAMES, type TDraftView } from "@/lib/domain/initiation/draft-view";
import { DraftPaymentStateBadge } from "./draft-badges";

type TPayment = NonNullable<TDraftView["payment"]>;

/** The one payment of a single draft: every field as it will be (or was) sent, and its submission. */
export function DraftPaymentFields({ p }: { p: TPayment }) {
  const row = p.row;
  const item = (label: string, value: React.ReactNode) => (
    <div key={label} className="contents">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0">{value ?? <span className="text-muted-foreground">not given</span>}</dd>
    </div>
  );
  const iban = (value: string, whose: string) => (
    <Mono value={value} group copyLabel={`Copy ${whose} IBAN`} />
  );
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="draft-payment">
      {item("Scheme", SCHEME_NAMES[p.scheme] ?? p.scheme)}
      {item("Amount", <Amount minor={p.amountMinor} currency={p.currency} className="font-medium" />)}
      {item("Creditor", p.creditor.name)}
      {item("Creditor IBAN", iban(p.creditor.iban, "creditor"))}
      {item("Creditor BIC", p.creditor.bic ? <Mono value={p.creditor.bic} /> : null)}
      {item("Debtor", p.debtor.name)}
      {item("Debtor IBAN", iban(p.debtor.iban, "debtor"))}
      {item("Debtor BIC", p.debtor.bic ? <Mono value={p.debtor.bic} /> : null)}
      {item("End-to-end id", <Mono value={p.endToEndId} copyLabel="Copy end-to-end id" />)}
      {item(
        "Remittance",
        p.remittance === null ? null : p.remittance.kind === "unstructured" ? (
          p.remittance.text
        ) : (
          <>
            Creditor reference <Mono value={p.remittance.reference} />
          </>
        ),
      )}
      {item(
        "Execution",
        p.scheme === "INST" ? "At once (SEPA Instant)" : (p.requestedExecutionDate ?? "As soon as possible"),
      )}
      {item("Purpose", p.purpose ? <Mono value={p.purpose} /> : null)}
      {item("Submission", <SubmissionState row={row} />)}
    </dl>
  );
}

/** A payment's submission: its state, the platform's id (a link to the payment) or what went wrong. */
export function SubmissionState({ row }: { row: TPayment["row"] }) {
  return (
    <span className="flex flex-wrap items-center gap-2" data-testid="submission" data-state={row.state}>
      <DraftPaymentStateBadge state={row.state} />
      {row.platformId !== null ? (
        <Link
          href={`/payments/${row.platformId}`}
          className="font-mono text-accent underline underline-offset-2"
          data-testid="platform-id"
        >
          {row.platformId}
        </Link>
      ) : null}
      {row.platformStatus ? <span className="text-muted-foreground">{row.platformStatus}</span> : null}
      {row.message ? (
        <span>
          {row.message}
          {row.providerCode ? (
            <span className="ml-1 font-mono text-xs text-muted-foreground">{row.providerCode}</span>
          ) : null}
        </span>
      ) : null}
    </span>
  );
}
