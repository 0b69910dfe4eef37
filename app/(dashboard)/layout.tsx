import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { StepUpProvider } from "@/components/auth/step-up-provider";
import { ColumnPrefsProvider } from "@/components/ui/column-prefs";
import { LiveProvider } from "@/components/live/live-provider";
import { AppHeader } from "@/components/shell/app-header";
import { Sidebar } from "@/components/shell/sidebar";
import { saveHiddenColumnsAction } from "@/lib/actions/column-prefs";
import { currentUser, requestContext } from "@/lib/auth/current-user";
import { navigationFor } from "@/lib/auth/navigation";
import { signOutCsrfToken } from "@/lib/auth/sign-out-csrf";
import { liveReplaySince } from "@/lib/live/replay-since";
import { jumpKindsFor } from "@/lib/quick-jump";
import { listColumnPrefs } from "@/lib/services/column-prefs/list-column-prefs";
import { platformIdentity } from "@/lib/services/platform/platform-identity";

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await currentUser();
  if (!user) {
    const { pathname } = await requestContext();
    redirect(`/login?callbackUrl=${encodeURIComponent(pathname)}`);
  }
  const platform = platformIdentity();
  const pages = navigationFor(user).map(({ href, label }) => ({ href, label }));
  const jump = { kinds: jumpKindsFor(user.roles), pages };
  // The live stream replays what changed from shortly before this render (lib/live/replay-since.ts).
  const liveSince = liveReplaySince();
  // Read with the first render, so a table never shows a column the person hid, even for a moment.
  const columnPrefs = await listColumnPrefs(user.id);
  const signOutCsrf = await signOutCsrfToken();
  return (
    <LiveProvider since={liveSince}>
      <StepUpProvider>
        <ColumnPrefsProvider initial={columnPrefs} save={saveHiddenColumnsAction}>
          <div className="flex h-dvh overflow-hidden">
            <a
              href="#main"
              className="sr-only z-50 rounded bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
            >
              Skip to content
            </a>
            <Sidebar pages={pages} />
            <div className="flex min-w-0 flex-1 flex-col">
              <AppHeader
                user={user}
                tenantId={platform.tenantId}
                environment={platform.environment}
                jump={jump}
                signOutCsrf={signOutCsrf}
              />
              <main
                id="main"
                tabIndex={-1}
                className="min-h-0 flex-1 overflow-auto px-6 py-5 focus:outline-none"
              >
                {children}
              </main>
            </div>
          </div>
        </ColumnPrefsProvider>
      </StepUpProvider>
    </LiveProvider>
  );
}
