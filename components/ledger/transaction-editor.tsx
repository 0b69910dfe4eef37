"use client";

import { Plus } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useLocale } from "@/components/ui/use-locale";
import { fieldErrorsOf } from "@/lib/domain/shared/field-errors";
import {
  ACCOUNT_FORMAT_HINT,
  blankPosting,
  DEFAULT_POSTING_TYPE,
  MAX_POSTINGS,
  REFERENCE_ID_MAX,
  REFERENCE_SOURCES,
  ZTransactionForm,
  type TTransactionCommand,
  type TTransactionFormInput,
} from "@/lib/domain/ledger/transactions";
import { PostingRow, postingControlId, type TPostingField } from "./posting-row";
import { TransactionFollow } from "./transaction-follow";
import { TransactionProblem } from "./transaction-problem";
import { TransactionReview } from "./transaction-review";
import { useServerErrors, type TRow } from "./transaction-server-errors";
import { usePostTransaction } from "./use-post-transaction";
import { newIntentId } from "@/lib/intent-id";

// Row keys name the rows' field ids, so they must be the same on the server and in the browser for the
// first row (a random one would not hydrate): a counter per editor, never reused within it.
const rowOf = (key: string, currency?: string): TRow => ({ key, ...blankPosting(currency) });
const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * The postings editor. The intent key is made once, when the form opens, and sent as the ledger's
 * Idempotency-Key with every attempt, so a retry after a lost answer never posts twice; a new form (after
 * success) gets a new one. The same zod schema as the server action validates as the person types
 * (a field's errors show as soon as it is edited, all of them after "Review": not on
 * leaving a field, where a message appearing would move the button being clicked out from under the pointer); the ledger's own violations land on
 * the fields they name.
 */
export function TransactionEditor({ onNew }: { onNew: () => void }) {
  const locale = useLocale();
  const [intentKey] = useState(() => newIntentId());
  const [referenceId, setReferenceId] = useState("");
  const [referenceSource, setReferenceSource] = useState<(typeof REFERENCE_SOURCES)[number]>("CLIENT");
  const nextKey = useRef(1);
  const newKey = () => `row-${nextKey.current++}`;
  const [rows, setRows] = useState<TRow[]>(() => [rowOf("row-0")]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [review, setReview] = useState<TTransactionCommand | null>(null);
  const server = useServerErrors(rows);
  const { problem, accepted, post } = usePostTransaction(server, onNew);

  const values: TTransactionFormInput = {
    intentKey,
    locale,
    referenceId,
    referenceSource,
    postings: rows.map(({ key: _key, ...p }) => p),
  };
  const parsed = ZTransactionForm.safeParse(values);
  const clientErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const shown = (path: string, touchKey: string, serverKey: string) =>
    server.errors[serverKey] ?? (showAll || touched.has(touchKey) ? clientErrors[path] : undefined);
  const touch = (key: string) => setTouched((t) => (t.has(key) ? t : new Set(t).add(key)));

  if (accepted) return <TransactionFollow {...accepted} onNew={onNew} />;

  const setField = (row: TRow, field: TPostingField, value: string) => {
    setRows((rs) => rs.map((r) => (r.key === row.key ? { ...r, [field]: value } : r)));
    touch(`${row.key}.${field}`);
    server.clear(`${row.key}.${field}`, `${row.key}._`);
  };
  const add = () => {
    const row = rowOf(newKey(), rows.at(-1)?.currency);
    setRows((rs) => [...rs, row]);
    server.clear("postings");
    focusSoon(postingControlId(row.key, "source"));
  };
  const duplicate = (index: number) => {
    const copy = { ...rows[index]!, key: newKey() };
    setRows((rs) => [...rs.slice(0, index + 1), copy, ...rs.slice(index + 1)]);
    focusSoon(postingControlId(copy.key, "amount"));
  };
  const remove = (index: number) => {
    const next = rows[index + 1] ?? rows[index - 1];
    setRows((rs) => rs.filter((_, i) => i !== index));
    focusSoon(next ? postingControlId(next.key, "source") : "add-posting");
  };

  function onReview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setShowAll(true);
    if (!parsed.success) {
      // Focus moves to the first field that needs attention, which reads its message.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>("[data-transaction-editor] [aria-invalid=true]")?.focus(),
      );
      return;
    }
    // The ledger's violations from a previous attempt stay shown until this attempt's answer replaces them:
    // only it can tell whether they still hold (an account may have been reopened meanwhile).
    setReview(parsed.data);
  }

  async function send(): Promise<boolean> {
    if (!review) return true;
    await post(values, review);
    setReview(null);
    return true;
  }

  const postingsError = server.errors.postings ?? (showAll ? clientErrors.postings : undefined);
  return (
    <form
      onSubmit={onReview}
      noValidate
      className="flex flex-col gap-4"
      data-transaction-editor
      aria-label="Post a ledger transaction"
    >
      {problem ? <TransactionProblem problem={problem} /> : null}
      <div className="grid gap-3 md:grid-cols-[1fr_14rem]">
        <Field
          label="Reference id"
          description={`Links the transaction to its origin, e.g. the payment's identification; up to ${REFERENCE_ID_MAX} characters.`}
          error={shown("referenceId", "referenceId", "referenceId")}
        >
          <Input
            name="referenceId"
            value={referenceId}
            autoComplete="off"
            aria-required
            onChange={(e) => {
              setReferenceId(e.target.value);
              touch("referenceId");
              server.clear("referenceId");
            }}
          />
        </Field>
        <Field label="Reference source" error={server.errors.referenceSource}>
          <select
            name="referenceSource"
            value={referenceSource}
            onChange={(e) => setReferenceSource(e.target.value as (typeof REFERENCE_SOURCES)[number])}
            className="h-8 rounded-md border border-input bg-background px-2 text-sm"
          >
            <option value="CLIENT">CLIENT</option>
            <option value="RESTRICTION_SYSTEM">RESTRICTION_SYSTEM</option>
          </select>
        </Field>
      </div>

      <p className="text-xs text-muted-foreground" id="account-format-hint">
        Accounts: {ACCOUNT_FORMAT_HINT}. Amounts in major units as you write numbers. Type:{" "}
        {DEFAULT_POSTING_TYPE} unless you need another.
      </p>
      <datalist id="ledger-posting-types">
        <option value={DEFAULT_POSTING_TYPE} />
      </datalist>

      <div className="flex flex-col gap-3" data-testid="postings-editor">
        {rows.map((row, i) => (
          <PostingRow
            key={row.key}
            index={i}
            rowKey={row.key}
            posting={row}
            errors={Object.fromEntries(
              (["source", "destination", "amount", "currency", "type", "details", "_"] as const).flatMap(
                (f) => {
                  const message =
                    f === "_"
                      ? server.errors[`${row.key}._`]
                      : shown(`postings.${i}.${f}`, `${row.key}.${f}`, `${row.key}.${f}`);
                  return message ? [[f, message]] : [];
                },
              ),
            )}
            onChange={(field, value) => setField(row, field, value)}
            onDuplicate={() => duplicate(i)}
            onRemove={() => remove(i)}
            canAdd={rows.length < MAX_POSTINGS}
            canRemove={rows.length > 1}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="secondary"
          id="add-posting"
          onClick={add}
          disabled={rows.length >= MAX_POSTINGS}
        >
          <Plus aria-hidden /> Add posting
        </Button>
        <span className="text-xs text-muted-foreground" data-testid="posting-count" aria-live="polite">
          {rows.length} of at most {MAX_POSTINGS} postings
          {rows.length >= MAX_POSTINGS ? ": a transaction holds no more." : ""}
        </span>
        {postingsError ? (
          <span className="text-xs font-medium text-destructive" data-testid="postings-error">
            {postingsError}
          </span>
        ) : null}
      </div>
      <div>
        <Button type="submit">Review the transaction…</Button>
      </div>
      <TransactionReview command={review} onConfirm={send} onCancel={() => setReview(null)} />
    </form>
  );
}
