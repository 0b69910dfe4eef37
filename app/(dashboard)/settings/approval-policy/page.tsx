import type { Metadata } from "next";
import Link from "next/link";
import { AddOrderingAccountForm } from "@/components/approval-policy/add-ordering-account-form";
import { OrderingAccountsTable } from "@/components/approval-policy/ordering-accounts-table";
import { PolicyView } from "@/components/approval-policy/policy-view";
import { requirePage } from "@/lib/auth/require-page";
import { listOrderingAccountRows } from "@/lib/services/initiation/manage-ordering-accounts";
import { listPolicyVersions } from "@/lib/services/initiation/read-policies";

export const metadata: Metadata = { title: "Approval policy" };

// Admins (policies.manage) set what a payment draft needs before Countersign submits it, and the debtor
// accounts the New payment form offers (docs/initiation.md#policies). Anyone else is refused, audited.
export default async function ApprovalPolicyPage() {
  await requirePage("policies.manage");
  const [versions, accounts] = await Promise.all([listPolicyVersions(), listOrderingAccountRows()]);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="page-title" className="text-lg font-semibold">
          Approval policy
        </h1>
        <p className="text-sm text-muted-foreground">
          Part of{" "}
          <Link href="/settings" className="text-accent underline underline-offset-2">
            Settings
          </Link>
          . Every save is a new version, audited.
        </p>
      </div>
      <PolicyView versions={versions} />
      <section aria-labelledby="ordering-accounts-title" className="flex flex-col gap-3">
        <h2 id="ordering-accounts-title" className="text-base font-semibold">
          Ordering accounts
        </h2>
        <p className="text-sm text-muted-foreground">
          The debtor accounts the New payment form offers. A deactivated account is offered no more; the
          drafts that name it keep it.
        </p>
        <OrderingAccountsTable accounts={accounts} />
        <AddOrderingAccountForm />
      </section>
    </section>
  );
}
