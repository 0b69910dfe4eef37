import type { Metadata } from "next";
import Link from "next/link";
import { TransactionDetail } from "@/components/ledger/transaction-detail";
import { DetailPage, detailTitle } from "@/components/ui/detail-page";
import { ErrorState } from "@/components/ui/error-state";
import { requestContext } from "@/lib/auth/current-user";
import { requirePage } from "@/lib/auth/require-page";
import { toActionError } from "@/lib/errors/to-action-error";
import { ZLedgerTransactionId } from "@/lib/domain/ledger/transactions";
import {
  getLedgerTransaction,
  rememberLedgerTransaction,
} from "@/lib/services/ledger/get-ledger-transaction";

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  return detailTitle("Ledger transaction", (await params).id);
}

const link = "text-accent underline underline-offset-4";

// Read on the server: the ledger has no change events to stay live on, and a transaction, once applied,
// never changes. The id is checked before any call; a good read goes to the user's recent items.
export default async function LedgerTransactionPage({ params }: TProps) {
  const user = await requirePage("ledger.view");
  return (
    <DetailPage
      segment={(await params).id}
      schema={ZLedgerTransactionId}
      trail={[{ label: "Ledger", href: "/ledger" }, { label: "Transactions" }]}
      heading="Ledger transaction"
      noun="a transaction id"
      invalidTestId="transaction-invalid-id"
    >
      {async (id) => {
        const { requestId } = await requestContext();
        try {
          const transaction = await getLedgerTransaction(id, { requestId });
          await rememberLedgerTransaction(user.id, transaction);
          return <TransactionDetail transaction={transaction} />;
        } catch (err) {
          const error = toActionError(err, { requestId, where: "page:/ledger/transactions/[id]" });
          return error.code === "not_found" ? (
            <div data-testid="transaction-not-found">
              <ErrorState
                title="Transaction not found — or not applied yet"
                description="A posted transaction becomes readable once the ledger applies it, usually within seconds. One the ledger refuses after queuing (insufficient funds, an account closed meanwhile) never becomes readable."
                action={
                  <Link href={`/ledger/transactions/${id}`} className={link}>
                    Look again
                  </Link>
                }
              />
            </div>
          ) : (
            <div data-testid="transaction-read-error">
              <ErrorState
                title="The transaction could not be read."
                description={error.message}
                code={error.providerCode}
                requestId={error.requestId ?? undefined}
                action={
                  <Link href={`/ledger/transactions/${id}`} className={link}>
                    Try again
                  </Link>
                }
              />
            </div>
          );
        }
      }}
    </DetailPage>
  );
}
