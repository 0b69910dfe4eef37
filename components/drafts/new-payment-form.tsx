"use client";

import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { TOrderingAccountOption } from "@/lib/domain/initiation/ordering-account";
import { Choice } from "./new-payment-choice";
import { NewPaymentConfirm } from "./new-payment-confirm";
import { groupIban, type TFormInput, type TNewPaymentValues } from "./new-payment-values";
import { inputId, useNewPayment } from "./use-new-payment";

const selectClassName =
  "h-8 w-full rounded-md border border-input bg-background px-2 text-sm aria-invalid:border-destructive";
const TYPED = "__typed";
const section = "grid gap-3 sm:grid-cols-2 border-t pt-3";
const heading = "text-sm font-semibold sm:col-span-2";

/**
 * A new SEPA credit transfer or SEPA Instant payment, made as a draft that waits for approval
 * (docs/initiation.md). Enter in a field submits the form, which only opens the confirmation.
 */
export function NewPaymentForm({ accounts, today }: { accounts: TOrderingAccountOption[]; today: string }) {
  const f = useNewPayment({ today, hasAccounts: accounts.length > 0 });
  const v = f.values;
  const text = (
    input: TFormInput & keyof TNewPaymentValues,
    extra: { onBlurFormat?: (s: string) => string } = {},
  ) => ({
    id: inputId(input),
    value: v[input],
    autoComplete: "off",
    onChange: (e: { target: { value: string } }) => f.set(input, e.target.value),
    onBlur: () => {
      if (extra.onBlurFormat && v[input]) f.set(input, extra.onBlurFormat(v[input]));
      f.leave(input);
    },
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    f.submit();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="New payment" className="flex max-w-3xl flex-col gap-4">
      <Choice
        legend="Scheme"
        name="scheme"
        id={inputId("scheme")}
        value={v.scheme}
        options={[
          { value: "SEPA", label: "SEPA credit transfer" },
          { value: "INST", label: "SEPA Instant" },
        ]}
        onChange={(scheme) => f.set("scheme", scheme)}
      />
      <div className={section}>
        <h2 className={heading}>Debtor (pays)</h2>
        <Field
          label="Debtor account"
          error={f.errorOf("debtorAccountId")}
          className="sm:col-span-2"
          description={
            accounts.length ? undefined : "No ordering account is configured: type the debtor's account."
          }
        >
          <select
            id={inputId("debtorAccountId")}
            className={selectClassName}
            value={v.debtorMode === "typed" ? TYPED : v.debtorAccountId}
            onChange={(e) => {
              const typed = e.target.value === TYPED;
              f.set("debtorMode", typed ? "typed" : "account");
              if (!typed) f.set("debtorAccountId", e.target.value);
            }}
            onBlur={() => f.leave("debtorAccountId")}
          >
            <option value="">Choose an ordering account</option>
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} · {groupIban(a.iban)}
              </option>
            ))}
            <option value={TYPED}>Type an account…</option>
          </select>
        </Field>
        {v.debtorMode === "typed" ? (
          <>
            <Field label="Debtor IBAN" error={f.errorOf("debtorIban")}>
              <Input
                {...text("debtorIban", { onBlurFormat: groupIban })}
                className="font-mono"
                spellCheck={false}
              />
            </Field>
            <Field label="Debtor BIC (optional)" error={f.errorOf("debtorBic")}>
              <Input {...text("debtorBic")} className="font-mono" spellCheck={false} />
            </Field>
            <Field label="Debtor name (optional)" error={f.errorOf("debtorName")} className="sm:col-span-2">
              <Input {...text("debtorName")} />
            </Field>
          </>
        ) : null}
      </div>
      <div className={section}>
        <h2 className={heading}>Creditor (is paid)</h2>
        <Field label="Creditor name" error={f.errorOf("creditorName")} className="sm:col-span-2">
          <Input {...text("creditorName")} />
        </Field>
        <Field label="Creditor IBAN" error={f.errorOf("creditorIban")}>
          <Input
            {...text("creditorIban", { onBlurFormat: groupIban })}
            className="font-mono"
            spellCheck={false}
          />
        </Field>
        <Field label="Creditor BIC (optional)" error={f.errorOf("creditorBic")}>
          <Input {...text("creditorBic")} className="font-mono" spellCheck={false} />
        </Field>
      </div>
      <div className={section}>
        <h2 className={heading}>Amount and references</h2>
        <Field
          label="Amount (EUR)"
          error={f.errorOf("amount")}
          description="Digits with “.” before the cents: 1234.56."
        >
          <Input {...text("amount")} inputMode="decimal" className="tabular-nums" />
        </Field>
        <Field
          label="End-to-end id (optional)"
          error={f.errorOf("endToEndId")}
          description="At most 35 characters; left empty, one is generated."
        >
          <Input {...text("endToEndId")} placeholder="generated" className="font-mono" spellCheck={false} />
        </Field>
        <div className="sm:col-span-2">
          <Choice
            legend="Remittance information"
            name="remittanceKind"
            value={v.remittanceKind}
            options={[
              { value: "text", label: "Text (unstructured)" },
              { value: "reference", label: "Creditor reference (ISO 11649)" },
            ]}
            onChange={(kind) => f.set("remittanceKind", kind)}
          />
        </div>
        <Field
          label={v.remittanceKind === "text" ? "Remittance text (optional)" : "Creditor reference (optional)"}
          error={f.errorOf("remittance")}
          className="sm:col-span-2"
          description={
            v.remittanceKind === "text"
              ? `${v.remittance.length} of 140 characters.`
              : "RF and its check digits, such as RF18 5390 0754 7034."
          }
        >
          <Input
            {...text("remittance")}
            className={v.remittanceKind === "reference" ? "font-mono" : undefined}
          />
        </Field>
        {v.scheme === "SEPA" ? (
          <Field
            label="Requested execution date (optional)"
            error={f.errorOf("requestedExecutionDate")}
            description="From today to a year ahead; empty: as soon as possible."
          >
            <Input {...text("requestedExecutionDate")} type="date" min={today} />
          </Field>
        ) : null}
        <Field
          label="Purpose code (optional)"
          error={f.errorOf("purpose")}
          description="ISO 20022, 4 letters: SUPP supplier, SALA salary, TAXS tax…"
        >
          <Input {...text("purpose")} className="font-mono uppercase" maxLength={4} spellCheck={false} />
        </Field>
      </div>
      {f.failure || f.other.length ? (
        <Callout tone="error" data-testid="new-payment-failure">
          {f.failure ?? f.other[0]}
        </Callout>
      ) : null}
      <div>
        <Button type="submit">Review the payment…</Button>
      </div>
      <NewPaymentConfirm
        payment={f.review}
        accounts={accounts}
        duplicates={f.duplicates}
        onConfirm={f.send}
        onClose={f.closeReview}
      />
    </form>
  );
}
