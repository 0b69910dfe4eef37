import Link from "next/link";
import { LiveIndicator } from "@/components/live/live-indicator";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { QuickJump } from "@/components/quick-jump/quick-jump";
import { ThemeToggle } from "@/components/ui/theme-toggle";
import type { TRole } from "@/lib/auth/client-safe/roles";
import type { TJumpKind, TJumpPage } from "@/lib/quick-jump";
import { EnvironmentBadge } from "./environment-badge";
import { SignOutButton } from "./sign-out-button";
import { UserMenu } from "./user-menu";

type TProps = {
  user: { name: string; email: string; roles: TRole[] };
  tenantId: string;
  environment: "sandbox" | "test" | "production";
  /** What the quick jump may offer this user: decided on the server from the permission table. */
  jump: { kinds: TJumpKind[]; pages: TJumpPage[] };
  /** next-auth's CSRF token for the Sign out form (lib/auth/sign-out-csrf.ts). */
  signOutCsrf: string | null;
};

export function AppHeader({ user, tenantId, environment, jump, signOutCsrf }: TProps) {
  return (
    <header className="flex h-12 shrink-0 items-center gap-3 border-b border-border px-4 text-sm">
      <EnvironmentBadge environment={environment} />
      <span className="text-muted-foreground">
        Tenant{" "}
        <span className="font-mono text-foreground" data-testid="tenant-id">
          {tenantId}
        </span>
      </span>
      <div className="ml-auto flex items-center gap-3">
        <QuickJump kinds={jump.kinds} pages={jump.pages} />
        <LiveIndicator />
        <NotificationBell />
        <UserMenu user={user} />
        <ThemeToggle />
        {/* Not prefetched: the page starts an enrolment when it renders. */}
        <Link
          href="/second-factor"
          prefetch={false}
          className="text-xs text-accent underline-offset-2 hover:underline"
        >
          Second factor
        </Link>
        <SignOutButton csrfToken={signOutCsrf} />
      </div>
    </header>
  );
}
