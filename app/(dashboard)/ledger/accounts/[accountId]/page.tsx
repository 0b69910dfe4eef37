import type { Metadata } from "next";
import Link from "next/link";
import { AccountDetail } from "@/components/ledger/account-detail";
import { ErrorState } from "@/components/ui/error-state";
import { requestContext } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/client-safe/permissions";
import { requirePage } from "@/lib/auth/require-page";
import { ZLedgerId } from "@/lib/schemas/ledger-accounts";
import { openLedgerAccount } from "@/lib/services/ledger/open-account";

type TProps = { params: Promise<{ accountId: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { accountId } = await params;
  return { title: `Ledger account ${decodeURIComponent(accountId).slice(0, 36)}` };
}

// The first read happens here, on the server: a mistyped id never reaches the ledger, a found account is
// remembered in the user's recent list, and the browser then keeps it current (and follows a close).
export default async function LedgerAccountPage({ params }: TProps) {
  const user = await requirePage("ledger.view");
  const raw = decodeURIComponent((await params).accountId);
  const id = ZLedgerId.safeParse(raw);
  const shown = id.success ? id.data : raw.slice(0, 40);
  const opened = id.success
    ? await openLedgerAccount(user, id.data, (await requestContext()).requestId)
    : null;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <nav aria-label="Breadcrumb" className="text-[13px] text-muted-foreground">
        <ol className="flex gap-1.5">
          <li>
            <Link href="/ledger" className="text-accent underline underline-offset-4">
              Ledger
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li aria-current="page">Account</li>
        </ol>
      </nav>
      <h1 id="page-title" className="text-lg font-semibold break-all">
        Ledger account <span className="font-mono">{shown}</span>
      </h1>
      {!id.success ? (
        <div data-testid="account-invalid">
          <ErrorState
            title={`“${shown}” is not a ledger account id.`}
            description={
              <>
                {id.error.issues[0]?.message} Nothing was asked of the ledger.{" "}
                <Link href="/ledger" className="text-accent underline underline-offset-4">
                  Open another account
                </Link>
              </>
            }
          />
        </div>
      ) : opened && !opened.ok ? (
        <div data-testid="account-error" data-code={opened.error.code}>
          <ErrorState
            title={
              opened.error.code === "not_found" ? opened.error.message : "Couldn't read this ledger account."
            }
            description={
              opened.error.code === "not_found" ? "Check the id and try again." : opened.error.message
            }
            code={opened.error.providerCode}
            requestId={opened.error.requestId ?? undefined}
            action={
              opened.error.code === "not_found" ? (
                <Link href="/ledger" className="text-accent underline underline-offset-4">
                  Back to the ledger
                </Link>
              ) : (
                <a href={`/ledger/accounts/${shown}`} className="text-accent underline underline-offset-4">
                  Try again
                </a>
              )
            }
          />
        </div>
      ) : opened ? (
        <AccountDetail initial={opened.account} canClose={can(user.roles, "ledger.close_account")} />
      ) : null}
    </section>
  );
}
