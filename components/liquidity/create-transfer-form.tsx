"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { SERVER_LOCALE, useLocale } from "@/components/ui/use-locale";
import { formatMinor } from "@/lib/money";
import type { TSettlementAccount, TTransfer } from "@/lib/domain/liquidity/liquidity";
import { PURPOSE_MAX, TRANSFER_CURRENCY, ZCreateTransferInput } from "@/lib/domain/liquidity/transfer";
import type { TUnsettledTransfer } from "@/lib/domain/liquidity/transfer-outcome";
import { fieldErrorsOf } from "@/lib/domain/shared/field-errors";
import { accountLabel, pairLooksAllowed } from "./account-label";
import { TransferConfirm, type TTransferDraft } from "./transfer-confirm";
import { TransferOutcome } from "./transfer-outcome";
import { TransferReadBack } from "./transfer-read-back";
import { useTransferIntent } from "./use-transfer-intent";

const selectClassName =
  "h-8 w-full rounded-md border border-input bg-background px-2 text-sm aria-invalid:border-destructive";

type TValues = {
  debtorAccount: string;
  creditorAccount: string;
  amount: string;
  purpose: string;
  /** The locale the amount text is written in when the form wrote it (a restored intent), not the reader. */
  amountLocale: string | null;
};
const EMPTY: TValues = {
  debtorAccount: "",
  creditorAccount: "",
  amount: "",
  purpose: "",
  amountLocale: null,
};

const restoredValues = (r: TUnsettledTransfer | null): TValues =>
  r
    ? {
        debtorAccount: r.debtorAccount,
        creditorAccount: r.creditorAccount,
        amount: formatMinor(BigInt(r.amountMinor), TRANSFER_CURRENCY, {
          locale: SERVER_LOCALE,
          withCode: false,
        }),
        purpose: r.purpose,
        amountLocale: SERVER_LOCALE,
      }
    : EMPTY;

type TProps = {
  accounts: readonly TSettlementAccount[];
  onShow: (transfer: TTransfer) => void;
  /** The person's transfer whose send got no answer, shown again after a reload. */
  unsettled: TUnsettledTransfer | null;
};

/**
 * A new transfer between two settlement accounts. One request id per intent: it stays while the person
 * fixes a refused transfer, and a new one is made only for the next transfer. A send that got no answer
 * is never sent again by itself: the platform's list is read back and the person decides, with the values
 * they typed kept (and locked) meanwhile.
 */
export function CreateTransferForm({ accounts, onShow, unsettled }: TProps) {
  const locale = useLocale();
  const intent = useTransferIntent(unsettled);
  const { requestId, outcome } = intent;
  const [values, setValues] = useState<TValues>(() => restoredValues(unsettled));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [draft, setDraft] = useState<TTransferDraft | null>(null);
  // While a send is unanswered or under way the values are those of the intent in flight: fixed.
  const locked = outcome?.kind === "uncertain" || outcome?.kind === "in_progress";
  const set = (key: Exclude<keyof TValues, "amountLocale">) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value, ...(key === "amount" && { amountLocale: null }) }));
  const input = (id: string) => {
    const { amountLocale, ...typed } = values;
    return { ...typed, requestId: id, locale: amountLocale ?? locale, transferType: "INTERNAL" as const };
  };
  const amountText = () => {
    const parsed = ZCreateTransferInput.safeParse(input(requestId ?? "-"));
    return parsed.success
      ? formatMinor(parsed.data.amountMinor, TRANSFER_CURRENCY, { locale })
      : values.amount;
  };

  function review(event?: FormEvent) {
    event?.preventDefault();
    const id = intent.intentId();
    const parsed = ZCreateTransferInput.safeParse(input(id));
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setDraft({
      ...values,
      transferType: parsed.data.transferType,
      requestId: id,
      amountText: formatMinor(parsed.data.amountMinor, TRANSFER_CURRENCY, { locale }),
    });
  }

  async function send(): Promise<boolean> {
    if (!draft) return true;
    setErrors(await intent.send(input(draft.requestId)));
    setDraft(null);
    return true;
  }

  function startOver() {
    intent.startOver();
    setValues(EMPTY);
    setErrors({});
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
        {requestId ? (
          <span className="font-mono" data-testid="intent-request-id">
            {requestId}
          </span>
        ) : (
          "made when you review the transfer"
        )}
        : it names this transfer in Countersign&apos;s record and at the platform. Countersign never sends a
        transfer again by itself.
      </p>
      {outcome?.kind === "uncertain" ? (
        <TransferReadBack
          outcome={outcome}
          summary={`${amountText()} from ${values.debtorAccount} to ${values.creditorAccount}`}
          busy={intent.busy}
          onLookAgain={() => void intent.settle({ choice: "look_again" })}
          onMine={(transferId) => void intent.settle({ choice: "mine", transferId })}
          onResend={(dismissed) => intent.settle({ choice: "resend", dismissed })}
        />
      ) : (
        <TransferOutcome
          outcome={outcome}
          onShow={onShow}
          onLookAgain={() => void intent.settle({ choice: "look_again" })}
          onStartOver={startOver}
        />
      )}
      {intent.settleError ? (
        <p role="alert" className="text-sm text-failed-fg" data-testid="settle-error">
          {intent.settleError}
        </p>
      ) : null}
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
