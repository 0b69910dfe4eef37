"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useLocale } from "@/components/ui/use-locale";
import { createTransferAction } from "@/lib/actions/liquidity";
import { formatMinor } from "@/lib/money";
import type { TSettlementAccount, TTransfer } from "@/lib/schemas/liquidity";
import { PURPOSE_MAX, TRANSFER_CURRENCY, ZCreateTransferInput } from "@/lib/schemas/liquidity-transfer";
import { fieldErrorsOf } from "@/lib/schemas/field-errors";
import { accountLabel, pairLooksAllowed } from "./account-label";
import { TransferConfirm, type TTransferDraft } from "./transfer-confirm";
import { TransferOutcome, type TFormOutcome } from "./transfer-outcome";
import { newIntentId } from "@/lib/intent-id";

const selectClassName =
  "h-8 w-full rounded-md border border-input bg-background px-2 text-sm aria-invalid:border-destructive";
const newIntent = () => newIntentId();

type TProps = { accounts: readonly TSettlementAccount[]; onShow: (transfer: TTransfer) => void };

/**
 * A new transfer between two settlement accounts. The request id is made once per intent: it stays while
 * the person fixes a refused transfer or sends an unanswered one again (the platform makes it at most
 * once), and a new one is made only for the next transfer.
 */
export function CreateTransferForm({ accounts, onShow }: TProps) {
  const locale = useLocale();
  const [requestId, setRequestId] = useState(newIntent);
  const [values, setValues] = useState({ debtorAccount: "", creditorAccount: "", amount: "", purpose: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [draft, setDraft] = useState<TTransferDraft | null>(null);
  const [outcome, setOutcome] = useState<TFormOutcome | null>(null);
  // After an unanswered send the values are those of the intent in flight: fixed until it is settled.
  const locked = outcome?.kind === "unknown";
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const input = () => ({ ...values, requestId, locale, transferType: "INTERNAL" as const });

  function review(event?: FormEvent) {
    event?.preventDefault();
    const parsed = ZCreateTransferInput.safeParse(input());
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setDraft({
      ...values,
      transferType: parsed.data.transferType,
      requestId,
      amountText: formatMinor(parsed.data.amountMinor, TRANSFER_CURRENCY, { locale }),
    });
  }

  async function send(): Promise<boolean> {
    const result = await createTransferAction(input());
    if (result.error) {
      setErrors(result.error.fieldErrors ?? {});
      setOutcome({ kind: "error", message: result.error.message, requestId: result.error.requestId ?? null });
    } else if (result.data.state === "created") {
      setOutcome({ kind: "created", transfer: result.data.transfer, duplicate: result.data.duplicate });
    } else if (result.data.state === "refused") {
      setErrors(result.data.fieldErrors);
      setOutcome({ kind: "refused", message: result.data.message, code: result.data.providerCode });
    } else {
      setOutcome({ kind: "unknown", message: result.data.message });
    }
    setDraft(null);
    return true;
  }

  function startOver() {
    setRequestId(newIntent());
    setValues({ debtorAccount: "", creditorAccount: "", amount: "", purpose: "" });
    setErrors({});
    setOutcome(null);
  }

  const pairHint =
    values.debtorAccount &&
    values.creditorAccount &&
    values.debtorAccount !== values.creditorAccount &&
    !pairLooksAllowed(accounts, values.debtorAccount, values.creditorAccount)
      ? "The platform allows transfers only between the SCT and SCT Inst accounts of one BIC: it will probably refuse this pair."
      : undefined;
  const options = (
    <>
      <option value="">Choose an account</option>
      {accounts.map((a) => (
        <option key={a.account} value={a.account}>
          {accountLabel(a)}
        </option>
      ))}
    </>
  );
  const created = outcome?.kind === "created";

  return (
    <form
      onSubmit={review}
      noValidate
      aria-label="New liquidity transfer"
      data-testid="create-transfer"
      className="flex flex-col gap-3"
    >
      <fieldset disabled={locked || created} className="grid gap-3 sm:grid-cols-2">
        <Field label="From (debtor account)" error={errors.debtorAccount}>
          <select value={values.debtorAccount} onChange={set("debtorAccount")} className={selectClassName}>
            {options}
          </select>
        </Field>
        <Field label="To (creditor account)" error={errors.creditorAccount} description={pairHint}>
          <select
            value={values.creditorAccount}
            onChange={set("creditorAccount")}
            className={selectClassName}
          >
            {options}
          </select>
        </Field>
        <Field
          label={`Amount (${TRANSFER_CURRENCY})`}
          error={errors.amount}
          description="In your number format, at most 2 decimals."
        >
          <Input
            value={values.amount}
            onChange={set("amount")}
            inputMode="decimal"
            autoComplete="off"
            className="tabular-nums"
          />
        </Field>
        <Field label="Type" description="INTERNAL: between the tenant's own settlement accounts.">
          <select value="INTERNAL" disabled className={selectClassName} onChange={() => {}}>
            <option value="INTERNAL">INTERNAL</option>
          </select>
        </Field>
        <Field
          label="Purpose (optional)"
          error={errors.purpose}
          className="sm:col-span-2"
          description={`${values.purpose.length} of ${PURPOSE_MAX} characters. Left empty, the platform writes its default text.`}
        >
          <Textarea value={values.purpose} onChange={set("purpose")} rows={2} />
        </Field>
      </fieldset>
      <p className="text-xs text-muted-foreground">
        Request id{" "}
        <span className="font-mono" data-testid="intent-request-id">
          {requestId}
        </span>
        : the platform makes at most one transfer per request id.
      </p>
      <TransferOutcome outcome={outcome} onShow={onShow} onRetry={review} onStartOver={startOver} />
      {locked || created ? null : (
        <div>
          <Button type="submit">Review the transfer</Button>
        </div>
      )}
      <TransferConfirm
        open={draft !== null}
        draft={draft}
        accounts={accounts}
        onConfirm={send}
        onClose={() => setDraft(null)}
      />
    </form>
  );
}
