"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ZLedgerId } from "@/lib/domain/ledger/accounts";

const KINDS = {
  account: { title: "Open an account", label: "Account id", path: "/ledger/accounts/" },
  transaction: { title: "Open a transaction", label: "Transaction id", path: "/ledger/transactions/" },
} as const;

/**
 * Opens a ledger account or transaction by its id. The ledger has no list to pick from, so people paste
 * ids; a mistyped one is caught here, before any request (and again by the page on the server).
 */
export function OpenByIdForm({ kind }: { kind: keyof typeof KINDS }) {
  const k = KINDS[kind];
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const id = ZLedgerId.safeParse(String(new FormData(event.currentTarget).get("id") ?? ""));
    if (!id.success) return setError(id.error.issues[0]?.message ?? "Not an id.");
    setError(null);
    start(() => router.push(`${k.path}${id.data}`));
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={k.title}
      className="flex flex-col gap-2"
      data-testid={`open-${kind}`}
    >
      <h2 className="text-sm font-semibold">{k.title}</h2>
      <div className="flex items-start gap-2">
        <Field label={k.label} error={error} className="w-full max-w-md">
          <Input
            name="id"
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            placeholder="00000000-0000-0000-0000-000000000000"
          />
        </Field>
        <Button type="submit" variant="secondary" loading={pending} className="mt-5">
          Open
        </Button>
      </div>
    </form>
  );
}
