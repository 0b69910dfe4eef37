"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { StatusMessage, type TStatusMessage } from "@/components/ui/status-message";
import { saveSlaAction } from "@/lib/actions/deadlines";
import {
  DEFAULT_SLA_MINUTES,
  SLA_MAX_MINUTES,
  SLA_MIN_MINUTES,
  SLA_QUEUE_WORDS,
  type TSla,
} from "@/lib/domain/deadlines/deadlines";

/** One queue's service level in minutes; saved and audited as settings.deadline_sla. */
export function SlaForm({ sla }: { sla: TSla }) {
  const router = useRouter();
  const [value, setValue] = useState(String(sla.minutes));
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<TStatusMessage>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const minutes = Number(value);
    setPending(true);
    const { error } = await saveSlaAction({ queue: sla.queue, minutes: value.trim() === "" ? NaN : minutes });
    setPending(false);
    setFieldError(error?.fieldErrors?.minutes ?? null);
    setMessage(error ? { tone: "error", text: error.message } : { tone: "ok", text: "Saved." });
    if (!error) router.refresh();
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" data-testid={`sla-${sla.queue}`}>
      <Field
        label={`${SLA_QUEUE_WORDS[sla.queue]}, minutes`}
        description={
          sla.updatedBy
            ? `Saved by ${sla.updatedBy}. Default ${DEFAULT_SLA_MINUTES[sla.queue]}.`
            : `Not saved yet: the default (${DEFAULT_SLA_MINUTES[sla.queue]}) applies.`
        }
        error={fieldError}
        className="w-80"
      >
        <Input
          name="minutes"
          type="number"
          inputMode="numeric"
          min={SLA_MIN_MINUTES}
          max={SLA_MAX_MINUTES}
          step={1}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </Field>
      <Button type="submit" size="sm" loading={pending} className="mb-5">
        Save
      </Button>
      <StatusMessage message={message} testId={`sla-${sla.queue}-message`} />
    </form>
  );
}
