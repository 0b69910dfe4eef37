"use client";

import { useState } from "react";
import { Amount } from "@/components/ui/amount";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Mono } from "@/components/ui/mono";
import type { TLedgerAccountView } from "@/lib/domain/ledger/accounts";
import type { TDialogError } from "./use-close-account";

const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, "$1 ");

/**
 * The confirmation before a close: it names the account (IBAN, id, balances) and says what closing does:
 * the account takes no more postings, its balances stay where they are and remain readable.
 */
export function CloseAccountDialog({
  account: a,
  error,
  onOpen,
  onConfirm,
  onDismiss,
}: {
  account: TLedgerAccountView;
  error: TDialogError | null;
  onOpen: () => void;
  onConfirm: () => Promise<boolean>;
  onDismiss: () => void;
}) {
  const [open, setOpen] = useState(false);
  const name = a.iban ? grouped(a.iban) : a.accountId;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) onOpen();
        else onDismiss();
      }}
      trigger={
        <Button variant="destructive" size="sm">
          Close account
        </Button>
      }
      title={`Close ledger account ${name}?`}
      description="The account will stop taking postings. Its balances are not moved or zeroed: they stay as they are and remain readable. The ledger offers no way to reopen it."
      confirmLabel={error?.retrySameKey ? "Try closing again" : "Close account"}
      destructive
      onConfirm={onConfirm}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-[13px]" data-testid="close-summary">
        <dt className="text-muted-foreground">IBAN</dt>
        <dd>{a.iban ? <Mono value={a.iban} group /> : "—"}</dd>
        <dt className="text-muted-foreground">Account id</dt>
        <dd>
          <Mono value={a.accountId} />
        </dd>
        <dt className="text-muted-foreground">Status now</dt>
        <dd>{a.status}</dd>
        <dt className="text-muted-foreground">Balances that stay</dt>
        <dd>
          {a.balances.length === 0 ? (
            "none listed"
          ) : (
            <ul>
              {a.balances.map((b) => (
                <li key={b.currency}>
                  <Amount minor={b.available} currency={b.currency} /> available,{" "}
                  <Amount minor={b.holding} currency={b.currency} /> holding
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      {error ? (
        <Callout tone="error" role="alert" title="The account was not closed." data-testid="close-error">
          <p>{error.message}</p>
          {error.code ? <p className="font-mono text-xs">Code {error.code}</p> : null}
        </Callout>
      ) : null}
    </ConfirmDialog>
  );
}
