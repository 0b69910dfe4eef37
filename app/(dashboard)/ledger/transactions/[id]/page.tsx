import type { Metadata } from "next";
import Link from "next/link";
import { TransactionDetail } from "@/components/ledger/transaction-detail";
import { TransactionBreadcrumb } from "@/components/ledger/transaction-breadcrumb";
import { ErrorState } from "@/components/ui/error-state";
import { requestContext } from "@/lib/auth/current-user";
import { requirePage } from "@/lib/auth/require-page";
import { toActionError } from "@/lib/errors/to-action-error";
import type { TActionError } from "@/lib/schemas/action-result";
import { ZLedgerTransactionId, type TLedgerTransactionView } from "@/lib/schemas/ledger-transactions";
import {
  getLedgerTransaction,
  rememberLedgerTransaction,
} from "@/lib/services/ledger/get-ledger-transaction";

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { id } = await params;
  return { title: `Ledger transaction ${decodeURIComponent(id).slice(0, 20)}` };
}

// Read on the server: the ledger has no change events to stay live on, and a transaction, once applied,
// never changes. The id is checked before any call; a good read goes to the user's recent items.
export default async function LedgerTransactionPage({ params }: TProps) {
  const user = await requirePage("ledger.view");
  const raw = decodeURIComponent((await params).id);
  const id = ZLedgerTransactionId.safeParse(raw);
  const shown = id.success ? id.data : raw.slice(0, 40);

  let transaction: TLedgerTransactionView | null = null;
  let error: TActionError | null = null;
  if (id.success) {
    const { requestId } = await requestContext();
    try {
      transaction = await getLedgerTransaction(id.data, { requestId });
      await rememberLedgerTransaction(user.id, transaction);
    } catch (err) {
      error = toActionError(err, { requestId, where: "page:/ledger/transactions/[id]" });
    }
  }

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <TransactionBreadcrumb current={shown} />
      <h1 id="page-title" className="text-lg font-semibold">
        Ledger transaction <span className="font-mono break-all">{shown}</span>
      </h1>
      {!id.success ? (
        <div data-testid="transaction-invalid-id">
          <ErrorState
            title={`“${shown}” is not a transaction id.`}
            description={id.error.issues[0]?.message}
          />
        </div>
      ) : transaction ? (
        <TransactionDetail transaction={transaction} />
      ) : error?.code === "not_found" ? (
        <div data-testid="transaction-not-found">
          <ErrorState
            title="Transaction not found — or not applied yet"
            description="A posted transaction becomes readable once the ledger applies it, usually within seconds. One the ledger refuses after queuing (insufficient funds, an account closed meanwhile) never becomes readable."
            action={
              <Link
                href={`/ledger/transactions/${id.data}`}
                className="text-accent underline underline-offset-4"
              >
                Look again
              </Link>
            }
          />
        </div>
      ) : (
        <div data-testid="transaction-read-error">
          <ErrorState
            title="The transaction could not be read."
            description={error?.message}
            code={error?.providerCode}
            requestId={error?.requestId ?? undefined}
            action={
              <Link
                href={`/ledger/transactions/${shown}`}
                className="text-accent underline underline-offset-4"
              >
                Try again
              </Link>
            }
          />
        </div>
      )}
    </section>
  );
}
