"use client";

import { Account, DateOnly, Ident, RawValue, Row } from "@/components/payments/payment-fields-parts";
import { TransportFields, unlabelledEntries } from "@/components/payments/raw-value";
import { notGiven, OrderAmount } from "./order-amount";
import { DateTime } from "@/components/ui/date-time";
import type { TOrderDetail, TOrderParty, TRemittance } from "@/lib/domain/restriction-orders/types";

// Every field of a restriction order (the interface's "Restriction order"), labelled; absent ones say
// "not given"; anything the platform adds later is listed as it came.

const none = notGiven;
const text = (v: string | null) => (v ? <span className="whitespace-pre-wrap">{v}</span> : none);
const ident = (v: string | null, name: string) => (v ? <Ident value={v} name={name} /> : none);
const date = (v: string | null) => (v ? <DateOnly iso={v} /> : none);

export function HeaderFields({ o }: { o: TOrderDetail }) {
  return (
    <dl data-testid="order-header">
      <Row label="Date">{o.date ? <DateTime iso={o.date} /> : none}</Row>
      <Row label="Document id">{ident(o.docId, "document id")}</Row>
      <Row label="Type">{o.type ?? none}</Row>
      <Row label="Reference document id">{ident(o.referenceDocId, "reference document id")}</Row>
    </dl>
  );
}

export function PartyFields({ p, whose }: { p: TOrderParty; whose: string }) {
  return (
    <dl data-testid={`order-${whose}`}>
      <Row label="Name">{text(p.name)}</Row>
      <Row label="Account">{p.account ? <Account value={p.account} whose={whose} /> : none}</Row>
      <Row label="BIC">{ident(p.bic, `${whose} BIC`)}</Row>
      <Row label="Id">{ident(p.id, `${whose} id`)}</Row>
      <Row label="Member code">{ident(p.memberCode, `${whose} member code`)}</Row>
    </dl>
  );
}

export function AmountFields({ o }: { o: TOrderDetail }) {
  const other = unlabelledEntries(o.other);
  return (
    <>
      <dl data-testid="order-amounts">
        <Row label="Amount">
          <OrderAmount minor={o.amount} currency={o.currency} className="font-medium" />
        </Row>
        <Row label="Free disposal amount">
          <OrderAmount minor={o.freeDisposalAmount} currency={o.currency} />
        </Row>
        <Row label="Free disposal comment">{text(o.freeDisposalComment)}</Row>
        {other.data.map(([key, value]) => (
          <Row key={key} label={key}>
            <RawValue value={value} />
          </Row>
        ))}
      </dl>
      <TransportFields entries={other.transport} />
    </>
  );
}

export function RemittanceFields({ r }: { r: TRemittance | null }) {
  if (!r) return <p className="py-2 text-muted-foreground">The order carries no remittance information.</p>;
  return (
    <dl data-testid="order-remittance">
      <Row label="Id">{ident(r.id, "remittance id")}</Row>
      <Row label="Date">{date(r.date)}</Row>
      <Row label="Execution date">{date(r.executeDate)}</Row>
      <Row label="Execution processing date">{date(r.executeProcessingDate)}</Row>
      <Row label="Execution id">{ident(r.executeId, "execution id")}</Row>
      <Row label="Execution pid">{ident(r.executePid, "execution pid")}</Row>
      <Row label="Execution type">{text(r.executeType)}</Row>
      <Row label="Execution reason">{text(r.executeReason)}</Row>
    </dl>
  );
}
