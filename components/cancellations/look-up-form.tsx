"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { lookUpCancellationAction } from "@/lib/actions/cancellations";
import { ZCancellationId } from "@/lib/domain/cancellations/filters";

/**
 * Look-up by id: the platform has no list of cancellation requests, so one the webhooks never brought is
 * found by its id. A found request is stored in the inbox and opened; an unknown id is said so, once.
 */
export function LookUpForm() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = String(new FormData(event.currentTarget).get("id") ?? "");
    const id = ZCancellationId.safeParse(raw);
    if (!id.success) return setError(id.error.issues[0]?.message ?? "Not an id.");
    setError(null);
    start(async () => {
      const result = await lookUpCancellationAction({ id: id.data });
      if (result.error) {
        setError(
          result.error.code === "not_found" ? "No cancellation request has this id." : result.error.message,
        );
        return;
      }
      router.push(`/cancellations/${result.data.id}`);
    });
  }

  return (
    <form onSubmit={onSubmit} className="flex items-start gap-2" aria-label="Look up a cancellation request">
      <Field label="Look up by request id" error={error} className="w-56">
        <Input name="id" inputMode="numeric" autoComplete="off" placeholder="e.g. 1042" />
      </Field>
      <Button type="submit" variant="secondary" loading={pending} className="mt-5">
        Look up
      </Button>
    </form>
  );
}
