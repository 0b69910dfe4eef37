"use client";

import Link from "next/link";
import { Amount } from "@/components/ui/amount";
import { DateTime } from "@/components/ui/date-time";
import type { TExtraField, TParty, TTransactionRecord } from "@/lib/domain/payments/detail";
import { DetailSection, type THeadingLevel } from "./payment-detail-section";
import { PaymentParty } from "./payment-fields-party";
import { Account, DateOnly, Ident, isPresent, OtherKeys, RawValue, Row } from "./payment-fields-parts";
import { PaymentStatusBadge } from "./payment-status-badge";
import { TransportFields, unlabelledEntries } from "./raw-value";

const SCHEMES: Record<string, string> = {
  SEPA: "SEPA credit transfer",
  INST: "SEPA Instant",
  SDD: "SEPA direct debit",
  SWIFT: "SWIFT",
  T2: "T2 (TARGET2)",
};
const none = <span className="text-muted-foreground">not given</span>;

/** Every field of the platform's record, labelled and formatted, then whatever else it sent. */
export function PaymentFields({
  t,
  extra,
  level,
}: {
  t: TTransactionRecord;
  extra: TExtraField[];
  level: THeadingLevel;
}) {
  const cur = t.currency_isocode_alphabetic;
  const money = (minor: number | null | undefined) =>
    isPresent(minor) ? <Amount minor={minor!} currency={cur} /> : null;
  const any = (...values: unknown[]) => values.some(isPresent);
  const purpose = [
    t.trx_purpose,
    t.trx_purpose_information,
    t.trx_purpose_structured_issuer,
    t.trx_purpose_structured_ref,
  ];
  const origin = [t.origin_bic, t.origin_name, t.origin_reason_code, t.origin_reason_info];
  const amounts = [t.compensation_amount, t.unaccounted_tax_amt, t.rtrn_chrgs_amt, t.parent_trx_amt];
  const adjustment = t.adjustment_display_parties;
  const other = unlabelledEntries(Object.fromEntries(extra.map((f) => [f.key, f.value])));
  return (
    <>
      <DetailSection id="payment-overview" title="Payment" level={level}>
        <dl>
          <Row label="Transaction id">
            <Ident value={t.transaction_id} name="transaction id" />
          </Row>
          <Row label="Amount">
            <Amount minor={t.amount} currency={cur} direction={t.direction} className="font-medium" />
          </Row>
          <Row label="Status">
            <PaymentStatusBadge status={t.status_hardvalue} name={t.status} />
          </Row>
          <Row label="Type">
            {t.type} <span className="text-muted-foreground">(type {t.type_id})</span>
          </Row>
          <Row label="Scheme">{t.method ? `${SCHEMES[t.method] ?? t.method} (${t.method})` : none}</Row>
          <Row label="Direction">
            {t.direction === "OUTBOUND" ? "Outbound (we pay)" : "Inbound (we receive)"}
          </Row>
          <Row label="Created">{t.datetime ? <DateTime iso={t.datetime} /> : none}</Row>
          <Row label="Updated" show={isPresent(t.updated_at)}>
            <DateTime iso={t.updated_at!} />
          </Row>
          <Row label="Settlement date" show={isPresent(t.settlement_date)}>
            <DateOnly iso={t.settlement_date!} />
          </Row>
          <Row label="Parent payment" show={isPresent(t.parent_trx_id)}>
            <Link
              href={`/payments/${t.parent_trx_id}`}
              className="font-mono text-accent underline underline-offset-4"
            >
              {t.parent_trx_id}
            </Link>
          </Row>
        </dl>
      </DetailSection>

      <DetailSection id="payment-identifiers" title="Identifiers" level={level}>
        <dl>
          <Row label="End-to-end id">
            {t.end_to_end_id ? <Ident value={t.end_to_end_id} name="end-to-end id" /> : none}
          </Row>
          <Row label="UETR">{t.uetr ? <Ident value={t.uetr} name="UETR" /> : none}</Row>
          <Row label="Message id">
            <Ident value={t.sepa_msg_id} name="message id" />
          </Row>
          <Row label="SEPA transaction id" show={isPresent(t.sepa_trx_id)}>
            <Ident value={t.sepa_trx_id!} name="SEPA transaction id" />
          </Row>
        </dl>
      </DetailSection>

      <PaymentParty role="Debtor" t={t} level={level} />
      <PaymentParty role="Creditor" t={t} level={level} />

      {any(...amounts) ? (
        <DetailSection id="payment-amounts" title="Other amounts" level={level}>
          <dl>
            <Row label="Compensation" show={isPresent(t.compensation_amount)}>
              {money(t.compensation_amount)}
            </Row>
            <Row label="Unaccounted tax" show={isPresent(t.unaccounted_tax_amt)}>
              {money(t.unaccounted_tax_amt)}
            </Row>
            <Row label="Return charges" show={isPresent(t.rtrn_chrgs_amt)}>
              {money(t.rtrn_chrgs_amt)}
            </Row>
            <Row label="Parent's amount" show={isPresent(t.parent_trx_amt)}>
              {money(t.parent_trx_amt)}
            </Row>
          </dl>
        </DetailSection>
      ) : null}

      {any(...purpose) ? (
        <DetailSection id="payment-purpose" title="Purpose and remittance" level={level}>
          <dl>
            <Row label="Purpose" show={isPresent(t.trx_purpose)}>
              {t.trx_purpose}
            </Row>
            <Row label="Remittance information" show={isPresent(t.trx_purpose_information)}>
              <span className="whitespace-pre-wrap">{t.trx_purpose_information}</span>
            </Row>
            <Row label="Reference issuer" show={isPresent(t.trx_purpose_structured_issuer)}>
              {t.trx_purpose_structured_issuer}
            </Row>
            <Row label="Structured reference" show={isPresent(t.trx_purpose_structured_ref)}>
              <Ident value={t.trx_purpose_structured_ref!} name="structured reference" />
            </Row>
          </dl>
        </DetailSection>
      ) : null}

      {any(...origin) ? (
        <DetailSection id="payment-origin" title="Origin" level={level}>
          <dl>
            <Row label="Instructing bank" show={isPresent(t.origin_name)}>
              {t.origin_name}
            </Row>
            <Row label="Instructing bank BIC" show={isPresent(t.origin_bic)}>
              <Ident value={t.origin_bic!} name="instructing bank BIC" />
            </Row>
            <Row label="Reason code" show={isPresent(t.origin_reason_code)}>
              <span className="font-mono">{t.origin_reason_code}</span>
            </Row>
            <Row label="Reason information" show={isPresent(t.origin_reason_info)}>
              {t.origin_reason_info}
            </Row>
          </dl>
        </DetailSection>
      ) : null}

      {t.metadata?.length ? (
        <DetailSection
          id="payment-metadata"
          title="Metadata"
          level={level}
          aside={`${t.metadata.length} values`}
        >
          <ul className="flex flex-wrap gap-1.5 py-1" aria-label="Metadata values">
            {t.metadata.map((value, i) => (
              <li key={i} className="rounded border px-1.5 py-0.5">
                <Ident value={value} name={`metadata value ${value}`} />
              </li>
            ))}
          </ul>
        </DetailSection>
      ) : null}

      {adjustment ? (
        <DetailSection id="payment-adjustment" title="Adjustment shown as" level={level}>
          <dl>
            {(["debtor", "creditor"] as const).map((side) => (
              <AdjustmentParty key={side} side={side} party={adjustment[side]} />
            ))}
            <OtherKeys obj={adjustment} known={["debtor", "creditor"]} prefix="Adjustment" />
          </dl>
        </DetailSection>
      ) : null}

      {other.data.length || other.transport.length ? (
        <DetailSection id="payment-extra" title="Other fields from the platform" level={level}>
          <dl>
            {other.data.map(([key, value]) => (
              <Row key={key} label={key}>
                <RawValue value={value} />
              </Row>
            ))}
          </dl>
          <TransportFields entries={other.transport} />
        </DetailSection>
      ) : null}
    </>
  );
}

function AdjustmentParty({ side, party }: { side: "debtor" | "creditor"; party: TParty | null | undefined }) {
  const label = side === "debtor" ? "Debtor" : "Creditor";
  if (!party) return <Row label={label}>{none}</Row>;
  return (
    <>
      <Row label={`${label} name`}>{party.name || none}</Row>
      <Row label={`${label} account`}>
        {party.account ? <Account value={party.account} whose={`${side} (adjustment)`} /> : none}
      </Row>
      <Row label={`${label} BIC`}>
        {party.bic ? <Ident value={party.bic} name={`${side} BIC (adjustment)`} /> : none}
      </Row>
      <OtherKeys obj={party} known={["name", "account", "bic"]} prefix={label} />
    </>
  );
}
