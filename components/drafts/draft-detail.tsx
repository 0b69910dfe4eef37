"use client";

import { useState } from "react";
import { DetailSection } from "@/components/payments/payment-detail-section";
import { Amount } from "@/components/ui/amount";
import { Callout } from "@/components/ui/callout";
import { DateTime } from "@/components/ui/date-time";
import { approvalProgress, DRAFT_PAYMENT_STATE, type TDraftView } from "@/lib/domain/initiation/draft-view";
import { DraftActions } from "./draft-actions";
import { DraftStateBadge } from "./draft-badges";
import { DraftBatchRows } from "./draft-batch-rows";
import { DraftDecisions } from "./draft-decisions";
import { AuditTable } from "@/components/audit/audit-table";
import { DraftPaymentFields } from "./draft-payment-fields";
import { DraftTimeline } from "./draft-timeline";
import { DuplicateWarning } from "./duplicate-warning";
import { useDraft } from "./use-draft";

type TProps = { initial: TDraftView; canApprove: boolean; canCreate: boolean };

/** One draft: what it is, what the policy asks and who decided, its payment(s) and their submission. Live. */
export function DraftDetail({ initial, canApprove, canCreate }: TProps) {
  const [offset, setOffset] = useState(0);
  const q = useDraft(initial, offset);
  const d = q.data ?? initial;
  const item = (label: string, value: React.ReactNode) => (
    <div key={label} className="contents">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0">{value}</dd>
    </div>
  );
  const states = Object.entries(d.states)
    .map(
      ([state, n]) =>
        `${n} ${DRAFT_PAYMENT_STATE[state as keyof typeof DRAFT_PAYMENT_STATE]?.words ?? state}`,
    )
    .join(", ");
  return (
    <div className="flex min-w-0 flex-col gap-5 text-[13px]" data-testid="draft-detail" data-state={d.state}>
      {q.isRefetchError ? (
        <Callout tone="warning" title="Showing what was read earlier: a refresh failed.">
          {q.error.message}
        </Callout>
      ) : null}
      <DetailSection id="draft-summary" title="Draft" level={2}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {item("State", <DraftStateBadge state={d.state} />)}
          {item(
            "Kind",
            d.kind === "single" ? "One payment" : `Batch${d.fileName ? ` from ${d.fileName}` : ""}`,
          )}
          {item("Maker", d.makerEmail)}
          {item("Created", <DateTime iso={d.createdAt} />)}
          {item("Requirement", <span data-testid="draft-requirement">{d.requirement.words}</span>)}
          {item(
            "Approvals",
            <span data-testid="draft-progress">
              {approvalProgress(d.approvals, d.requirement.approvals)}
            </span>,
          )}
          {d.rejectedReason ? item("Rejected because", d.rejectedReason) : null}
          {d.submittedAt ? item("Submitted", <DateTime iso={d.submittedAt} />) : null}
        </dl>
      </DetailSection>
      <DetailSection id="draft-decide" title="Decision" level={2}>
        <div className="flex flex-col gap-3">
          <DuplicateWarning check={d.duplicates} batch={d.kind === "batch"} />
          <DraftActions draft={d} canApprove={canApprove} canCreate={canCreate} />
        </div>
      </DetailSection>
      <DetailSection id="draft-decisions" title="Decisions" level={2}>
        <DraftDecisions draft={d} />
      </DetailSection>
      <DetailSection
        id="draft-payments"
        title={d.kind === "single" ? "Payment" : "Payments"}
        level={2}
        aside={
          // Live while the draft is submitting: each settled payment moves the counts (submit-progress.ts).
          <span data-testid="draft-states" aria-live={d.state === "submitting" ? "polite" : undefined}>
            {states}
          </span>
        }
      >
        {d.payment ? (
          <DraftPaymentFields p={d.payment} />
        ) : d.rows ? (
          <div className="flex flex-col gap-2">
            <p data-testid="draft-totals">
              {d.paymentCount} payments, totalling{" "}
              {Object.entries(d.totals).map(([currency, minor], i) => (
                <span key={currency}>
                  {i ? " and " : ""}
                  <Amount minor={BigInt(minor)} currency={currency} className="font-medium" />
                </span>
              ))}
            </p>
            <DraftBatchRows rows={d.rows} onOffset={setOffset} />
          </div>
        ) : (
          <p className="py-2 text-muted-foreground">This draft holds no payment.</p>
        )}
      </DetailSection>
      <DetailSection id="draft-timeline" title="Timeline" level={2}>
        <DraftTimeline entries={d.timeline} />
      </DetailSection>
      {/* Only for readers with audit.view: the server leaves the rows out for anyone else. */}
      {d.audit ? (
        <DetailSection id="draft-audit" title="Audit" level={2}>
          <AuditTable rows={d.audit} nextHref={null} newestHref={null} />
        </DetailSection>
      ) : null}
    </div>
  );
}
