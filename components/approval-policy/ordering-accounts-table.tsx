"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useStepUp } from "@/components/auth/step-up-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DateTime } from "@/components/ui/date-time";
import { StatusMessage, type TStatusMessage } from "@/components/ui/status-message";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { setOrderingAccountActiveAction } from "@/lib/actions/approval-policy";
import { displayIban } from "@/lib/domain/initiation/iban";
import type { TOrderingAccountRow } from "@/lib/domain/initiation/ordering-account-input";

/** The configured accounts, inactive ones too (a draft may name them), each with its switch. */
export function OrderingAccountsTable({ accounts }: { accounts: readonly TOrderingAccountRow[] }) {
  const router = useRouter();
  const { withStepUp } = useStepUp();
  const [pending, setPending] = useState<string | null>(null);
  const [message, setMessage] = useState<TStatusMessage>(null);

  const toggle = async (account: TOrderingAccountRow) => {
    setPending(account.id);
    setMessage(null);
    try {
      const input = { id: account.id, active: !account.active };
      const { error } = await withStepUp(() => setOrderingAccountActiveAction(input));
      const done = account.active ? "deactivated: no longer offered" : "reactivated: offered again";
      setMessage(
        error ? { tone: "error", text: error.message } : { tone: "ok", text: `${account.name} ${done}.` },
      );
      if (!error) router.refresh();
    } catch {
      setMessage({
        tone: "error",
        text: "Countersign could not be reached: nothing is known to be changed.",
      });
    } finally {
      setPending(null);
    }
  };

  if (accounts.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        No ordering account yet: makers type the debtor account.
      </p>
    );
  return (
    <div className="flex flex-col gap-2">
      <Table aria-label="Ordering accounts">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>IBAN</TableHead>
            <TableHead>BIC</TableHead>
            <TableHead>State</TableHead>
            <TableHead>Last changed</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {accounts.map((a) => (
            <TableRow key={a.id} data-testid="ordering-account" data-iban={a.iban}>
              <TableCell>{a.name}</TableCell>
              <TableCell className="font-mono">{displayIban(a.iban)}</TableCell>
              <TableCell className="font-mono">{a.bic ?? "—"}</TableCell>
              <TableCell>
                <Badge status={a.active ? "done" : "neutral"}>{a.active ? "Active" : "Inactive"}</Badge>
              </TableCell>
              <TableCell>
                {a.updatedBy}, <DateTime iso={a.updatedAt} />
              </TableCell>
              <TableCell>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={pending === a.id}
                  onClick={() => void toggle(a)}
                >
                  {a.active ? "Deactivate" : "Reactivate"}
                  <span className="sr-only"> {a.name}</span>
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <StatusMessage message={message} testId="ordering-accounts-message" />
    </div>
  );
}
