"use client";

import Link from "next/link";
import { DateTime } from "@/components/ui/date-time";
import { Ident, RawValue, Row } from "@/components/payments/payment-fields-parts";
import { TransportFields, unlabelledEntries } from "@/components/payments/raw-value";
import { SWIFT_REJECTION_REASONS } from "@/lib/domain/cancellations/respond-words";
import { DIRECTION_WORDS, reasonWords } from "@/lib/domain/cancellations/words";
import type { TCancellationResource } from "@/lib/domain/cancellations/cancellations";
import { CancellationStatusBadge } from "./cancellation-badges";

// Every field of GET /v1/cancellation-requests/{id} (docs/platform-interface.md#cancellation-requests),
// labelled, then whatever else the platform sent (the interface may add optional fields): nothing it says is
// hidden.
const KNOWN = [
  "id",
  "direction",
  "status",
  "reason",
  "sepaMessageId",
  "sepaCancellationId",
  "createdAt",
  "transactionId",
  "externalTransactionReferenceId",
  "additionalComment",
  "returnTransactionId",
  "rejectionReason",
  "rejectionAdditionalReason",
  "rejectionSepaMessageId",
];
const none = <span className="text-muted-foreground">not given</span>;
// The SWIFT list holds every SEPA code too, with the same meaning.
const rejectionWords = (code: string) =>
  Object.hasOwn(SWIFT_REJECTION_REASONS, code)
    ? SWIFT_REJECTION_REASONS[code as keyof typeof SWIFT_REJECTION_REASONS]
    : code;
const has = (v: unknown) => v !== null && v !== undefined && v !== "";

export function CancellationFields({ r }: { r: TCancellationResource }) {
  // A structured value where a scalar was expected is still shown readably, never as "[object Object]".
  const text = (v: unknown) =>
    !has(v) ? (
      none
    ) : typeof v === "object" ? (
      <RawValue value={v} />
    ) : (
      <span className="whitespace-pre-wrap">{String(v)}</span>
    );
  const ident = (v: unknown, name: string) =>
    !has(v) ? none : typeof v === "object" ? <RawValue value={v} /> : <Ident value={String(v)} name={name} />;
  const other = unlabelledEntries(r, KNOWN);
  const payment = (id: number | null | undefined, name: string) =>
    has(id) ? (
      <span className="inline-flex items-center gap-2">
        <Ident value={id!} name={name} />
        <Link href={`/payments/${id}`} className="text-accent underline underline-offset-4">
          open
        </Link>
      </span>
    ) : (
      none
    );
  return (
    <>
      <dl data-testid="cancellation-fields">
        <Row label="Request id">{ident(r.id, "cancellation request id")}</Row>
        <Row label="Direction">
          {DIRECTION_WORDS[r.direction] ?? r.direction}{" "}
          <span className="text-muted-foreground">({r.direction})</span>
        </Row>
        <Row label="Status">
          <CancellationStatusBadge status={r.status} />
        </Row>
        <Row label="Reason">
          {reasonWords(r.reason)}{" "}
          <span className="font-mono text-xs text-muted-foreground">({r.reason})</span>
        </Row>
        <Row label="Created at">{has(r.createdAt) ? <DateTime iso={r.createdAt!} /> : none}</Row>
        <Row label="Original payment">{payment(r.transactionId, "payment id")}</Row>
        <Row label="Return payment">{payment(r.returnTransactionId, "return payment id")}</Row>
        <Row label="Message id (camt.056)">{ident(r.sepaMessageId, "message id")}</Row>
        <Row label="Cancellation id (CxlId)">{ident(r.sepaCancellationId, "cancellation id")}</Row>
        <Row label="External reference id">
          {ident(r.externalTransactionReferenceId, "external reference id")}
        </Row>
        <Row label="Requester's comment">{text(r.additionalComment)}</Row>
        <Row label="Rejection reason">
          {has(r.rejectionReason) ? (
            <span>
              {rejectionWords(r.rejectionReason!)}{" "}
              <span className="font-mono text-xs text-muted-foreground">({r.rejectionReason})</span>
            </span>
          ) : (
            none
          )}
        </Row>
        <Row label="Rejection information">{text(r.rejectionAdditionalReason)}</Row>
        <Row label="Rejection message id (camt.029)">
          {ident(r.rejectionSepaMessageId, "rejection message id")}
        </Row>
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
