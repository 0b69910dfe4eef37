import type { Metadata } from "next";
import { Suspense } from "react";
import { NotificationSettingsForm } from "@/components/notifications/settings-form";
import { SkeletonRows } from "@/components/ui/skeleton";
import type { TCurrentUser } from "@/lib/auth/current-user";
import { requirePage } from "@/lib/auth/require-page";
import { readNotificationSettings } from "@/lib/services/notifications/settings";

export const metadata: Metadata = { title: "Notifications" };

export default async function NotificationSettingsPage() {
  const me = await requirePage("account.notifications");
  return (
    <section aria-labelledby="page-title" className="max-w-4xl space-y-3">
      <h1 id="page-title" className="text-lg font-semibold">
        Notifications
      </h1>
      <p className="text-sm text-muted-foreground">
        What Countersign tells you, and how. Only what your roles may see is listed; each choice starts at
        your roles&apos; default. In-app is the bell in the header; e-mail goes to your sign-in address; a
        digest gathers what happened into one message.
      </p>
      <Suspense fallback={<SkeletonRows rows={6} label="Loading your notification settings" />}>
        <Settings user={me} />
      </Suspense>
    </section>
  );
}

async function Settings({ user }: { user: TCurrentUser }) {
  return <NotificationSettingsForm initial={await readNotificationSettings(user)} />;
}
