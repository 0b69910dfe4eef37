"use client";

import { useRouter } from "next/navigation";
import { useMemo, useRef, useState } from "react";
import { useStepUp } from "@/components/auth/step-up-provider";
import { actionFieldErrors } from "@/components/ui/field-errors";
import { useToast } from "@/components/ui/toast";
import { checkNewPaymentDuplicatesAction, createDraftAction } from "@/lib/actions/drafts";
import type { TDuplicateCheck } from "@/lib/domain/initiation/duplicates";
import { checkNewPayment, type TNewPayment } from "@/lib/domain/initiation/new-payment";
import {
  emptyValues,
  errorsByInput,
  FORM_INPUTS,
  toRawPayment,
  type TFormInput,
  type TInputErrors,
  type TNewPaymentValues,
} from "./new-payment-values";

/** The duplicate check of the payment under review: asked when the confirmation opens. */
export type TDuplicateState = "looking" | "failed" | TDuplicateCheck | null;

export const inputId = (input: TFormInput) => `new-payment-${input}`;

/**
 * The New payment form's state. The browser runs the server's own check (checkNewPayment) on every change
 * and shows a field's message once the person has left the field; a message from the server stays on its
 * field until that field changes. The draft is made only from the confirmation, through the step-up.
 */
export function useNewPayment({ today, hasAccounts }: { today: string; hasAccounts: boolean }) {
  const router = useRouter();
  const { toast } = useToast();
  const { withStepUp } = useStepUp();
  const [values, setValues] = useState<TNewPaymentValues>(() => emptyValues(hasAccounts));
  const [touched, setTouched] = useState<ReadonlySet<TFormInput>>(new Set());
  const [server, setServer] = useState<TInputErrors>({ byInput: {}, other: [] });
  const [failure, setFailure] = useState<string | null>(null);
  const [review, setReview] = useState<TNewPayment | null>(null);
  const [duplicates, setDuplicates] = useState<TDuplicateState>(null);
  const asked = useRef(0);

  const check = useMemo(() => checkNewPayment(toRawPayment(values), { today }), [values, today]);
  const client = check.ok ? { byInput: {}, other: [] } : errorsByInput(check.fieldErrors, values);
  const errorOf = (input: TFormInput): string | undefined =>
    server.byInput[input] ?? (touched.has(input) ? client.byInput[input] : undefined);

  function set<K extends keyof TNewPaymentValues>(key: K, value: TNewPaymentValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    setServer((s) => ({ ...s, byInput: { ...s.byInput, [key]: undefined } }));
    setFailure(null);
  }
  const leave = (input: TFormInput) => setTouched((t) => (t.has(input) ? t : new Set(t).add(input)));

  const focusFirst = (errors: Partial<Record<TFormInput, string>>) => {
    const first = FORM_INPUTS.find((i) => errors[i]);
    if (first) document.getElementById(inputId(first))?.focus();
  };

  /** Submit (a button or Enter in a field): every message shown, or the confirmation opened. */
  function submit() {
    setTouched(new Set(FORM_INPUTS));
    if (!check.ok) return focusFirst(client.byInput);
    setReview(check.payment);
    // The answer of the latest opening only: an earlier one may come back after a change.
    const n = ++asked.current;
    setDuplicates("looking");
    checkNewPaymentDuplicatesAction(toRawPayment(values)).then(
      (r) => n === asked.current && setDuplicates(r.error ? "failed" : r.data),
      () => n === asked.current && setDuplicates("failed"),
    );
  }

  /** Makes the draft; `acknowledged`: the maker confirmed the duplicate warning of the confirmation. */
  async function send(acknowledged: boolean): Promise<boolean> {
    const raw = toRawPayment(values);
    const input = acknowledged ? { ...raw, acknowledgeDuplicates: true } : raw;
    const result = await withStepUp(() => createDraftAction(input)).catch(() => null);
    if (!result) {
      setFailure("Countersign could not be reached: nothing was made. Try again.");
      return true;
    }
    if (result.error) {
      const errors = errorsByInput(actionFieldErrors(result), values);
      setServer(errors);
      setFailure(Object.keys(errors.byInput).length ? (errors.other[0] ?? null) : result.error.message);
      setReview(null);
      focusFirst(errors.byInput);
      return true;
    }
    toast({ title: "Draft made", description: result.data.requirement.words, tone: "success" });
    router.push(`/drafts/${result.data.draftId}`);
    return true;
  }

  return {
    values,
    set,
    leave,
    errorOf,
    other: [...server.other, ...(touched.size === FORM_INPUTS.length ? client.other : [])],
    failure,
    review,
    duplicates,
    closeReview: () => setReview(null),
    submit,
    send,
  };
}
