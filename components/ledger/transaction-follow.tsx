"use client";

import Link from "next/link";
import { Amount } from "@/components/ui/amount";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { Mono } from "@/components/ui/mono";
import { Spinner } from "@/components/ui/spinner";
import type { TFollowPlan } from "@/lib/domain/ledger/transaction-follow";
import { FOLLOW_TIMEOUT_MS, useFollowBalances } from "./transaction-follow-query";

type TProps = { correlationId: string; replay: boolean; plan: TFollowPlan; onNew: () => void };

const accountLinks = (ids: readonly string[]) => (
  <ul className="mt-1 flex flex-col gap-0.5">
    {ids.map((id) => (
      <li key={id}>
        <Link
          href={`/ledger/accounts/${id}`}
          className="font-mono text-[12px] text-accent underline underline-offset-4"
        >
          {id}
        </Link>
      </li>
    ))}
  </ul>
);

/**
 * After the 202: the correlation id, then whether the ledger applied the transaction, judged from the
 * balances of the customer accounts it names (lib/domain/ledger/transaction-follow.ts says why that is
 * the only way, and what it cannot see).
 */
export function TransactionFollow({ correlationId, replay, plan, onNew }: TProps) {
  const { progress, timedOut, unreadableNow, keepChecking } = useFollowBalances(correlationId, plan);
  const state =
    progress.state === "unconfirmable"
      ? "unconfirmable"
      : progress.state === "applied"
        ? "applied"
        : timedOut
          ? "timeout"
          : "following";
  return (
    <section
      aria-labelledby="accepted-title"
      className="flex flex-col gap-4"
      data-testid="transaction-accepted"
    >
      <Callout
        tone="info"
        title={<span id="accepted-title">Accepted by the ledger (202): queued to be applied</span>}
      >
        <p className="flex flex-wrap items-center gap-1">
          Correlation id{" "}
          <Mono value={correlationId} copyLabel="Copy correlation id" data-testid="correlation-id" />
        </p>
        {replay ? (
          <p>
            This intent had already been accepted: the ledger&apos;s first answer is shown, nothing was posted
            twice.
          </p>
        ) : null}
      </Callout>

      <div aria-live="polite" data-testid="follow-state" data-state={state} className="flex flex-col gap-2">
        {state === "following" ? (
          <p className="flex items-center gap-2 text-sm">
            <Spinner /> Following: checking the balances of{" "}
            {new Set(plan.targets.map((t) => t.accountId)).size} account(s) until the postings show (
            {progress.reached} of {progress.total} moved)…
          </p>
        ) : null}
        {state === "applied" ? (
          <p className="flex items-center gap-2 text-sm">
            <Badge status="done">Applied</Badge> Every balance the postings touch has moved by their net
            amount.
          </p>
        ) : null}
        {state === "timeout" ? (
          <Callout
            tone="warning"
            title="Not applied yet — or refused by the ledger after queuing"
            action={
              <Button variant="secondary" size="sm" onClick={keepChecking}>
                Keep checking
              </Button>
            }
          >
            After {FOLLOW_TIMEOUT_MS / 1000} s the balances have not moved as the postings say. The ledger may
            refuse a queued transaction (insufficient funds, an account closed meanwhile), and then changes
            nothing; check the accounts:
            {accountLinks(plan.accountIds)}
          </Callout>
        ) : null}
        {state === "unconfirmable" ? (
          <Callout tone="info" title="Cannot be confirmed from balances">
            {plan.accountIds.length === 0
              ? "Postings between INTERNAL accounts only cannot be confirmed here: INTERNAL accounts keep no balances, and the ledger offers no way to read a transaction by its correlation id."
              : plan.unreadable.length === plan.accountIds.length
                ? "None of the customer accounts could be read before sending, so there is nothing to compare against."
                : "These postings net to zero on every customer balance they touch, so applying them moves nothing visible."}{" "}
            {plan.accountIds.length > 0 ? <>Check the accounts:{accountLinks(plan.accountIds)}</> : null}
          </Callout>
        ) : null}
        {plan.unreadable.length > 0 && state !== "unconfirmable" ? (
          <p className="text-xs text-muted-foreground">
            Not followed (could not be read before sending): {plan.unreadable.join(", ")}.
          </p>
        ) : null}
        {unreadableNow.length > 0 ? (
          <p className="text-xs text-muted-foreground">
            Could not read now: {unreadableNow.map((a) => a.accountId).join(", ")}.
          </p>
        ) : null}
      </div>

      {progress.rows.length > 0 ? (
        <table className="w-full max-w-3xl text-[13px]" data-testid="follow-balances">
          <caption className="py-1 text-left text-xs text-muted-foreground">Balances followed</caption>
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th scope="col" className="px-2 py-1 font-medium">
                Account
              </th>
              <th scope="col" className="px-2 py-1 font-medium">
                Balance
              </th>
              <th scope="col" className="px-2 py-1 text-right font-medium">
                Before
              </th>
              <th scope="col" className="px-2 py-1 text-right font-medium">
                Change
              </th>
              <th scope="col" className="px-2 py-1 text-right font-medium">
                Now
              </th>
            </tr>
          </thead>
          <tbody>
            {progress.rows.map((r) => (
              <tr key={`${r.accountId}|${r.side}|${r.currency}`} data-reached={r.reached}>
                <td className="px-2 py-1 font-mono text-[12px]">{r.accountId}</td>
                <td className="px-2 py-1">{r.side === "CURRENT" ? "available" : "holding"}</td>
                <td className="px-2 py-1 text-right">
                  <Amount minor={BigInt(r.before)} currency={r.currency} />
                </td>
                <td className="px-2 py-1 text-right">
                  <Amount
                    minor={BigInt(r.delta) < 0n ? -BigInt(r.delta) : BigInt(r.delta)}
                    currency={r.currency}
                    direction={BigInt(r.delta) < 0n ? "OUTBOUND" : "INBOUND"}
                  />
                </td>
                <td className="px-2 py-1 text-right">
                  {r.now === null ? "—" : <Amount minor={BigInt(r.now)} currency={r.currency} />}
                  {r.reached ? <span className="sr-only"> (moved as expected)</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}

      <div>
        <Button onClick={onNew}>Post another transaction</Button>
      </div>
    </section>
  );
}
