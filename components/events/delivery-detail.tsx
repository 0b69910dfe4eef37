import type { ReactNode } from "react";
import { Callout } from "@/components/ui/callout";
import { DateTime } from "@/components/ui/date-time";
import { Mono } from "@/components/ui/mono";
import type { TDeliveryDetail } from "@/lib/domain/events/filters";
import { DeliveryBody } from "./delivery-body";
import { ProcessingBadge, VerificationBadge } from "./delivery-badges";
import { rejectionSentence } from "./delivery-wording";
import { ReapplyPanel } from "./reapply-panel";

const none = <span className="text-muted-foreground">none</span>;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-3 border-b py-1.5 last:border-b-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** Every stored field of one delivery, its kept headers and its body; "Apply again" for admins. */
export function DeliveryDetail({
  delivery: d,
  canReapply,
}: {
  delivery: TDeliveryDetail;
  canReapply: boolean;
}) {
  const time = (iso: string | null) => (iso ? <DateTime iso={iso} /> : none);
  return (
    <div className="flex min-w-0 flex-col gap-5 text-[13px]">
      {!d.verified ? (
        <Callout tone="warning" title={rejectionSentence(d.rejectionReason)}>
          {d.rejectionDetail} <span className="font-mono text-xs">({d.rejectionReason})</span>
        </Callout>
      ) : null}
      <dl>
        <Row label="Id">
          <Mono value={d.id} copyLabel="Copy delivery id" />
        </Row>
        <Row label="Received">{time(d.receivedAt)}</Row>
        <Row label="Signed at">{time(d.sentAt)}</Row>
        <Row label="Kind">
          <span className="flex flex-col items-start gap-1">
            {d.kind ? <Mono value={d.kind} /> : none}
            {d.kindNote ? (
              <span className="text-muted-foreground" data-testid="kind-note">
                {d.kindNote}
              </span>
            ) : null}
          </span>
        </Row>
        <Row label="Tenant">{d.tenantId ? <Mono value={d.tenantId} copyLabel="Copy tenant id" /> : none}</Row>
        <Row label="Verification">
          <VerificationBadge verified={d.verified} />
        </Row>
        <Row label="Signature versions">
          {d.signatureVersions.length ? d.signatureVersions.map((v) => `v${v}`).join(", ") : none}
        </Row>
        <Row label="Processing">
          <span className="flex flex-col items-start gap-1">
            <ProcessingBadge state={d.processing} />
            {d.processingError ? <span>{d.processingError}</span> : null}
          </span>
        </Row>
        <Row label="Processed">{time(d.processedAt)}</Row>
        <Row label="Duplicates">{d.duplicates}</Row>
        <Row label="Body SHA-256">
          <Mono value={d.bodySha256} copyLabel="Copy body hash" />
        </Row>
      </dl>
      {canReapply ? <ReapplyPanel key={d.id} delivery={d} /> : null}
      <section aria-labelledby="delivery-headers">
        <h3 id="delivery-headers" className="mb-1 font-medium">
          Headers
        </h3>
        {Object.keys(d.headers).length ? (
          <dl className="font-mono text-xs">
            {Object.entries(d.headers).map(([name, value]) => (
              <Row key={name} label={name}>
                {value}
              </Row>
            ))}
          </dl>
        ) : (
          <p className="text-muted-foreground">No headers were kept.</p>
        )}
      </section>
      <DeliveryBody delivery={d} />
    </div>
  );
}
