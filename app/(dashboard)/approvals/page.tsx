import type { Metadata } from "next";
import { Suspense } from "react";
import { ApprovalsView } from "@/components/approvals/approvals-view";
import { SkeletonRows } from "@/components/ui/skeleton";
import { can } from "@/lib/auth/client-safe/permissions";
import { requirePage } from "@/lib/auth/require-page";
import { listApprovalQueue } from "@/lib/services/approvals/list-approval-queue";

export const metadata: Metadata = { title: "Approvals" };

// The permission is checked before anything streams (a loading.tsx would send 200 first, and the 403 could
// no longer be its status). The queue is then read from the platform inside a Suspense boundary, so the
// page shell shows at once, and handed to the client as its first data; live changes and refreshes go
// through GET /api/approvals. When the platform cannot be read now, the client's own read shows the
// failure with a retry, instead of an error page.
export default async function ApprovalsPage() {
  const user = await requirePage("approvals.view");
  return (
    <section aria-labelledby="page-title" className="flex h-full flex-col gap-4">
      <div className="flex items-baseline justify-between">
        <h1 id="page-title" className="text-lg font-semibold">
          Approvals
        </h1>
        <p className="text-sm text-muted-foreground">Outbound payments waiting in TO_SIGN, newest first.</p>
      </div>
      <Suspense fallback={<SkeletonRows rows={10} label="Loading payments waiting for approval" />}>
        <Queue canApprove={can(user.roles, "payments.approve")} />
      </Suspense>
    </section>
  );
}

async function Queue({ canApprove }: { canApprove: boolean }) {
  const initial = await listApprovalQueue().catch(() => null);
  return <ApprovalsView initial={initial} canApprove={canApprove} />;
}
