import type { Metadata } from "next";
import Link from "next/link";
import { RulesView } from "@/components/confirmation-rules/rules-view";
import { currentUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/client-safe/permissions";
import { requirePage } from "@/lib/auth/require-page";

export const metadata: Metadata = { title: "Confirmation rules" };

// Admins edit the rules (rules.manage); the people who answer Instant payments (instant.view) may read
// them, since the rules decide before they see a payment (the read routes allow both). Anyone else is
// refused, audited, under rules.manage, the permission this page exists for.
export default async function ConfirmationRulesPage() {
  const me = await currentUser();
  const reader = me !== null && !can(me.roles, "rules.manage") && can(me.roles, "instant.view");
  const user = await requirePage(reader ? "instant.view" : "rules.manage");
  const canManage = can(user.roles, "rules.manage");
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="page-title" className="text-lg font-semibold">
          Confirmation rules
        </h1>
        <p className="text-sm text-muted-foreground">
          {canManage ? (
            <>
              Part of{" "}
              <Link href="/settings" className="text-accent underline underline-offset-2">
                Settings
              </Link>
              . Every save is a new version, audited.
            </>
          ) : (
            "Read-only: administrators edit these rules."
          )}
        </p>
      </div>
      <RulesView canManage={canManage} />
    </section>
  );
}
