"use client";

import { BellRing, LogOut, MonitorSmartphone } from "lucide-react";
import Link from "next/link";
import { signOut } from "next-auth/react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useToast } from "@/components/ui/toast";
import { signOutEverywhereAction } from "@/lib/actions/account";
import { ROLE_LABELS, type TRole } from "@/lib/auth/client-safe/roles";

/** The signed-in user's name and roles; opens a menu to their sessions, or signs them out of every browser. */
export function UserMenu({ user }: { user: { name: string; email: string; roles: TRole[] } }) {
  const { toast } = useToast();

  async function signOutEverywhere() {
    const { error } = await signOutEverywhereAction({});
    if (error) {
      toast({ tone: "error", title: "Not signed out everywhere", description: error.message });
      return;
    }
    // The sessions are ended on the server; this clears this browser's cookie too.
    await signOut({ redirect: false });
    // A full load on purpose: it drops every client cache that holds the previous user's data.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign("/login");
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-auto py-1 text-right leading-tight">
          <span className="flex flex-col items-end">
            <span className="font-medium" data-testid="user-name">
              {user.name}
            </span>
            <span className="text-xs font-normal text-muted-foreground" data-testid="user-roles">
              {user.roles.map((r) => ROLE_LABELS[r]).join(", ") || "No roles"}
            </span>
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="font-mono">{user.email}</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <Link href="/account/sessions">
            <MonitorSmartphone aria-hidden />
            Your sessions
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/account/notifications">
            <BellRing aria-hidden />
            Notifications
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void signOutEverywhere()}>
          <LogOut aria-hidden />
          Sign out everywhere
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
