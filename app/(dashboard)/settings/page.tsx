import type { Metadata } from "next";
import Link from "next/link";
import { AddUserDialog } from "@/components/settings/add-user-dialog";
import { MfaPolicyForm } from "@/components/settings/mfa-policy-form";
import { UsersTable } from "@/components/settings/users-table";
import { requirePage } from "@/lib/auth/require-page";
import { currentMfaPolicy } from "@/lib/services/mfa/read-mfa-policy";
import { listUsers } from "@/lib/services/users/list-users";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const me = await requirePage("settings.view");
  const [users, mfaPolicy] = await Promise.all([listUsers(), currentMfaPolicy()]);
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <h1 id="page-title" className="text-lg font-semibold">
        Settings
      </h1>
      <section aria-labelledby="users-title" className="space-y-3">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id="users-title" className="text-base font-semibold">
              Users
            </h2>
            <p className="text-sm text-muted-foreground">
              Password accounts are added here; SSO accounts appear at their first sign-in and take their
              roles from the identity provider. Five failed sign-ins lock an account for 15 minutes: unlock it
              here once you have checked it was its owner. End sessions signs a user out of every browser at
              once (a lost laptop, a cookie that may have been copied).
            </p>
          </div>
          <AddUserDialog />
        </div>
        <UsersTable users={users} currentUserId={me.id} />
      </section>
      <section aria-labelledby="mfa-policy-title" className="space-y-2">
        <h2 id="mfa-policy-title" className="text-base font-semibold">
          Second factor
        </h2>
        <p className="text-sm text-muted-foreground">
          Password accounts that must use an authenticator app are asked to set it up right after their
          password, at their next sign-in, and can do nothing else until they have.{" "}
          {mfaPolicy.updatedBy
            ? `Last saved by ${mfaPolicy.updatedBy}.`
            : "Not saved yet: the default applies."}{" "}
          SSO accounts rely on the identity provider.
        </p>
        <MfaPolicyForm policy={mfaPolicy.policy} saved={mfaPolicy.updatedBy !== null} />
      </section>
      <section aria-labelledby="rules-link-title" className="space-y-1">
        <h2 id="rules-link-title" className="text-base font-semibold">
          Confirmation rules
        </h2>
        <p className="text-sm text-muted-foreground">
          Which inbound Instant payments Countersign accepts or rejects by itself, within milliseconds.{" "}
          <Link href="/settings/confirmation-rules" className="text-accent underline underline-offset-2">
            Edit the confirmation rules
          </Link>
        </p>
      </section>
      <section aria-labelledby="policy-link-title" className="space-y-1">
        <h2 id="policy-link-title" className="text-base font-semibold">
          Approval policy
        </h2>
        <p className="text-sm text-muted-foreground">
          How many people approve a payment draft, and from which roles, before Countersign submits it; and
          the ordering accounts new payments are made from.{" "}
          <Link href="/settings/approval-policy" className="text-accent underline underline-offset-2">
            Edit the approval policy
          </Link>
        </p>
      </section>
      <section aria-labelledby="deadlines-link-title" className="space-y-1">
        <h2 id="deadlines-link-title" className="text-base font-semibold">
          Deadlines
        </h2>
        <p className="text-sm text-muted-foreground">
          How long payments to sign, drafts and cancellation requests may wait before they are at risk.{" "}
          <Link href="/settings/deadlines" className="text-accent underline underline-offset-2">
            Edit the deadlines
          </Link>
        </p>
      </section>
      <p className="text-sm text-muted-foreground">
        Tenant features and webhook keys arrive with the pages that use them.
      </p>
    </section>
  );
}
