import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import type { TViolation } from "./transaction-server-errors";

export type TProblem = {
  tone: "error" | "warning";
  title: string;
  message?: string;
  /** The platform's code (or HTTP status), small beneath the sentence. */
  code?: string | null;
  requestId?: string | null;
  /** Violations that name no field of the editor (e.g. `Idempotency-Key`, `body`): shown as they are. */
  unplaced?: TViolation[];
  /** When the intent key was used for other content: the way out is a new form. */
  newForm?: () => void;
};

/** The outcome of an attempt that did not queue the transaction, as sentences; field errors sit on the fields. */
export function TransactionProblem({ problem: p }: { problem: TProblem }) {
  return (
    <Callout
      tone={p.tone}
      title={p.title}
      role="alert"
      data-testid="transaction-problem"
      action={
        p.newForm ? (
          <Button variant="secondary" size="sm" onClick={p.newForm}>
            Start a new form
          </Button>
        ) : undefined
      }
    >
      {p.message ? <p>{p.message}</p> : null}
      {p.unplaced?.length ? (
        <ul className="mt-1 list-disc pl-4" data-testid="unplaced-violations">
          {p.unplaced.map((v, i) => (
            <li key={i}>
              <span className="font-mono text-[12px]">{v.field}</span>: {v.message}
            </li>
          ))}
        </ul>
      ) : null}
      {p.code || p.requestId ? (
        <p className="mt-1 text-xs opacity-90">
          {p.code ? <span className="font-mono">{p.code}</span> : null}
          {p.code && p.requestId ? " · " : null}
          {p.requestId ? (
            <span>
              request id <span className="font-mono">{p.requestId}</span>
            </span>
          ) : null}
        </p>
      ) : null}
    </Callout>
  );
}
