import type { Metadata } from "next";
import Link from "next/link";
import { AccountDetail } from "@/components/ledger/account-detail";
import { DetailPage, detailTitle } from "@/components/ui/detail-page";
import { ErrorState } from "@/components/ui/error-state";
import { requestContext } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/client-safe/permissions";
import { requirePage } from "@/lib/auth/require-page";
import { ZLedgerId } from "@/lib/domain/ledger/accounts";
import { openLedgerAccount } from "@/lib/services/ledger/open-account";

type TProps = { params: Promise<{ accountId: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  return detailTitle("Ledger account", (await params).accountId, 36);
}

const link = "text-accent underline underline-offset-4";

// The first read happens here, on the server: a mistyped id never reaches the ledger, a found account is
// remembered in the user's recent list, and the browser then keeps it current (and follows a close).
export default async function LedgerAccountPage({ params }: TProps) {
  const user = await requirePage("ledger.view");
  return (
    <DetailPage
      segment={(await params).accountId}
      schema={ZLedgerId}
      trail={[{ label: "Ledger", href: "/ledger" }]}
      current="Account"
      heading="Ledger account"
      noun="a ledger account id"
      invalidTestId="account-invalid"
      invalidHint={
        <>
          Nothing was asked of the ledger.{" "}
          <Link href="/ledger" className={link}>
            Open another account
          </Link>
        </>
      }
    >
      {async (id, shown) => {
        const opened = await openLedgerAccount(user, id, (await requestContext()).requestId);
        if (opened.ok)
          return (
            <AccountDetail initial={opened.account} canClose={can(user.roles, "ledger.close_account")} />
          );
        const notFound = opened.error.code === "not_found";
        return (
          <div data-testid="account-error" data-code={opened.error.code}>
            <ErrorState
              title={notFound ? opened.error.message : "Couldn't read this ledger account."}
              description={notFound ? "Check the id and try again." : opened.error.message}
              code={opened.error.providerCode}
              requestId={opened.error.requestId ?? undefined}
              action={
                notFound ? (
                  <Link href="/ledger" className={link}>
                    Back to the ledger
                  </Link>
                ) : (
                  <a href={`/ledger/accounts/${shown}`} className={link}>
                    Try again
                  </a>
                )
              }
            />
          </div>
        );
      }}
    </DetailPage>
  );
}
