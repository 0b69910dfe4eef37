"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useStepUp } from "@/components/auth/step-up-provider";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { actionFieldErrors } from "@/components/ui/field-errors";
import { Input } from "@/components/ui/input";
import { StatusMessage, type TStatusMessage } from "@/components/ui/status-message";
import { addOrderingAccountAction } from "@/lib/actions/approval-policy";
import { ZAddOrderingAccountInput } from "@/lib/domain/initiation/ordering-account-input";
import { fieldErrorsOf } from "@/lib/domain/shared/field-errors";

const EMPTY = { name: "", iban: "", bic: "" };
type TKey = keyof typeof EMPTY;

/** Adds a debtor account: checked here as typed (IBAN checksum, BIC format), again by the action. */
export function AddOrderingAccountForm() {
  const router = useRouter();
  const { withStepUp } = useStepUp();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<TStatusMessage>(null);

  // A field is checked once it is left, as the New payment form does, and its message goes as it is edited.
  const check = (key: TKey) => {
    if (!values[key].trim() && key !== "name") return;
    const parsed = ZAddOrderingAccountInput.safeParse(values);
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (found[key]) setErrors((e) => ({ ...e, [key]: found[key]! }));
  };
  const field = (key: TKey, label: string, className: string) => (
    <Field label={label} error={errors[key]} id={`ordering-account-${key}`} className={className}>
      <Input
        value={values[key]}
        onChange={(e) => {
          setValues((v) => ({ ...v, [key]: e.target.value }));
          setErrors(({ [key]: _, ...rest }) => rest);
        }}
        onBlur={() => check(key)}
        className={key === "name" ? undefined : "font-mono"}
        autoComplete="off"
      />
    </Field>
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setMessage(null);
    const parsed = ZAddOrderingAccountInput.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error);
      setErrors(found);
      document.getElementById(`ordering-account-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setPending(true);
    try {
      const result = await withStepUp(() => addOrderingAccountAction(values));
      if (result.error) {
        const found = actionFieldErrors(result);
        setErrors(found);
        if (!Object.keys(found).length) setMessage({ tone: "error", text: result.error.message });
        return;
      }
      setMessage({ tone: "ok", text: `${parsed.data.name} added: the New payment form offers it now.` });
      setValues(EMPTY);
      router.refresh();
    } catch {
      setMessage({
        tone: "error",
        text: "Countersign could not be reached: nothing is known to be added. Try again.",
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="Add an ordering account" className="flex flex-col gap-2" noValidate>
      <div className="flex flex-wrap items-start gap-3">
        {field("name", "Account name", "w-64")}
        {field("iban", "IBAN", "w-72")}
        {field("bic", "BIC (optional)", "w-40")}
        <Button type="submit" loading={pending} className="mt-5">
          Add the account
        </Button>
      </div>
      <StatusMessage message={message} testId="ordering-account-message" />
    </form>
  );
}
