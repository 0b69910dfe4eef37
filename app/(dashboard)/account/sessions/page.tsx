import type { Metadata } from "next";
import { Suspense } from "react";
import { SessionsTable } from "@/components/account/sessions-table";
import { SkeletonRows } from "@/components/ui/skeleton";
import { currentSession } from "@/lib/auth/current-user";
import { requirePage } from "@/lib/auth/require-page";
import { listOwnSessions } from "@/lib/services/users/own-sessions";

export const metadata: Metadata = { title: "Your sessions" };

export default async function SessionsPage() {
  const me = await requirePage("account.sessions");
  return (
    <section aria-labelledby="page-title" className="max-w-3xl space-y-3">
      <h1 id="page-title" className="text-lg font-semibold">
        Your sessions
      </h1>
      <p className="text-sm text-muted-foreground">
        Every browser signed in as you. End one you do not recognise or no longer use: it is signed out at its
        next request. Sign out ends this one; Sign out everywhere (the menu under your name) ends them all.
      </p>
      <Suspense fallback={<SkeletonRows rows={3} label="Loading your sessions" />}>
        <Sessions userId={me.id} />
      </Suspense>
    </section>
  );
}

async function Sessions({ userId }: { userId: string }) {
  const sid = (await currentSession())?.token.sid ?? null;
  return <SessionsTable sessions={await listOwnSessions(userId, sid)} />;
}
