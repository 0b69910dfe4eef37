"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { useLocale } from "@/components/ui/use-locale";
import type { TDraftView } from "@/lib/domain/initiation/draft-view";
import { needsAcknowledgement } from "@/lib/domain/initiation/duplicates";
import { draftOffers, draftSubject } from "./draft-words";
import { useDraftActions } from "./use-draft-actions";
import { DuplicateAcknowledgement } from "./duplicate-acknowledgement";

type TProps = { draft: TDraftView; canApprove: boolean; canCreate: boolean };

/** What the reader may do with the draft now, and why not when they may not; the server has the last word. */
export function DraftActions({ draft, canApprove, canCreate }: TProps) {
  const locale = useLocale();
  const a = useDraftActions(draft.id);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  // A duplicate warning is acknowledged in the approval itself; the server refuses an approval without it.
  const mustAcknowledge = needsAcknowledgement(draft.duplicates);
  const [acknowledged, setAcknowledged] = useState(false);
  const [ackError, setAckError] = useState<string | null>(null);
  const subject = draftSubject(draft, locale);
  const offers = draftOffers(draft, { approve: canApprove, create: canCreate });
  const { decide: mayDecide, withdraw: mayWithdraw, note } = offers;

  return (
    <div className="flex flex-col gap-3" data-testid="draft-actions">
      {a.refusal ? (
        <Callout tone="error" data-testid="draft-refusal" title="Refused">
          {a.refusal.message} <span className="ml-1 font-mono text-xs">{a.refusal.code}</span>
        </Callout>
      ) : null}
      {note ? <p data-testid="draft-note">{note}</p> : null}
      {mayDecide || mayWithdraw ? (
        <div className="flex flex-wrap gap-2">
          {mayDecide ? (
            <>
              <Button onClick={() => a.open("approve")}>Approve…</Button>
              <Button variant="destructive" onClick={() => a.open("reject")}>
                Reject…
              </Button>
            </>
          ) : null}
          {mayWithdraw ? (
            <Button variant="secondary" onClick={() => a.open("withdraw")}>
              Withdraw…
            </Button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={a.dialog === "approve"}
        onOpenChange={(open) => {
          if (open) return;
          setAckError(null);
          a.close();
        }}
        title={`Approve ${subject}?`}
        description={`${draft.requirement.words}. When yours is the approval the policy still needs, Countersign sends it to the platform at once; that cannot be undone here.`}
        confirmLabel="Approve"
        onConfirm={() => {
          if (mustAcknowledge && !acknowledged) {
            setAckError("Confirm that you checked the possible duplicates.");
            return false;
          }
          return a.approve(mustAcknowledge);
        }}
      >
        {mustAcknowledge ? (
          <DuplicateAcknowledgement
            id="duplicate-ack"
            checked={acknowledged}
            error={ackError}
            onChange={(checked) => {
              setAcknowledged(checked);
              setAckError(null);
            }}
          />
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={a.dialog === "reject"}
        onOpenChange={(open) => {
          if (open) return;
          setReasonError(null);
          a.close();
        }}
        title={`Reject ${subject}?`}
        description="The draft is closed and nothing is sent. Its maker sees your reason."
        confirmLabel="Reject"
        destructive
        onConfirm={() => {
          if (!reason.trim()) {
            setReasonError("Say why the draft is rejected.");
            return false;
          }
          return a.reject(reason.trim());
        }}
      >
        <Field label="Reason" error={reasonError ?? undefined} description="At most 500 characters.">
          <Textarea value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} rows={3} />
        </Field>
      </ConfirmDialog>
      <ConfirmDialog
        open={a.dialog === "withdraw"}
        onOpenChange={(open) => (open ? null : a.close())}
        title={`Withdraw ${subject}?`}
        description="The draft is closed and nothing is sent. To pay after all, make a new payment."
        confirmLabel="Withdraw"
        destructive
        onConfirm={a.withdraw}
      />
    </div>
  );
}
