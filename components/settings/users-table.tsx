"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DateTime } from "@/components/ui/date-time";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useStepUp } from "@/components/auth/step-up-provider";
import { endUserSessionsAction, setUserDisabledAction, unlockUserAction } from "@/lib/actions/users";
import { ROLE_LABELS, type TRole } from "@/lib/auth/client-safe/roles";
import type { TActionResult } from "@/lib/schemas/action-result";
import { EditRolesDialog } from "./edit-roles-dialog";
import { ResetMfaButton } from "./reset-mfa-button";

type TUser = {
  id: string;
  email: string;
  name: string;
  roles: TRole[];
  disabled: boolean;
  sso: boolean;
  failedSignIns: number;
  lockedUntil: string | null;
  lastSignInAt: string | null;
  mfa: boolean;
};

export function UsersTable({ users, currentUserId }: { users: TUser[]; currentUserId: string }) {
  const router = useRouter();
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const { withStepUp } = useStepUp();

  async function run(call: () => Promise<TActionResult<unknown>>, done: string) {
    const { error } = await withStepUp(call);
    setMessage(error ? { tone: "error", text: error.message } : { tone: "ok", text: done });
    if (!error) router.refresh();
    return !error;
  }

  return (
    <div className="space-y-2">
      <p
        aria-live="polite"
        data-testid="users-message"
        className={message?.tone === "error" ? "text-sm text-destructive" : "text-sm"}
      >
        {message?.text}
      </p>
      <Table aria-label="Users">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Roles</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Last sign-in</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((u) => (
            <TableRow key={u.id} data-testid={`user-row-${u.email}`}>
              <TableCell>{u.name}</TableCell>
              <TableCell className="font-mono text-xs">{u.email}</TableCell>
              <TableCell>
                {u.roles.map((r) => ROLE_LABELS[r]).join(", ")}
                {u.sso && <span className="text-muted-foreground"> · SSO</span>}
                {u.mfa && <span className="text-muted-foreground"> · 2FA</span>}
              </TableCell>
              <TableCell>
                {u.disabled ? (
                  <Badge status="refused">Disabled</Badge>
                ) : u.lockedUntil ? (
                  <Badge status="waiting">
                    Locked until <DateTime iso={u.lockedUntil} />
                  </Badge>
                ) : (
                  <Badge status="done">Active</Badge>
                )}
              </TableCell>
              <TableCell>
                {u.lastSignInAt ? (
                  <DateTime iso={u.lastSignInAt} relative />
                ) : (
                  <span className="text-muted-foreground">never</span>
                )}
              </TableCell>
              <TableCell className="space-x-2 text-right">
                {u.sso ? (
                  <span className="text-xs text-muted-foreground" data-testid="roles-from-sso">
                    Roles from SSO
                    <span className="sr-only">: the identity provider sets them at every sign-in</span>
                  </span>
                ) : (
                  <EditRolesDialog
                    key={u.roles.join()}
                    user={u}
                    self={u.id === currentUserId}
                    onDone={(text) => {
                      setMessage({ tone: "ok", text });
                      router.refresh();
                    }}
                  />
                )}
                {u.mfa && <ResetMfaButton email={u.email} userId={u.id} run={run} />}
                {u.lockedUntil && (
                  <ConfirmDialog
                    trigger={
                      <Button variant="secondary" size="sm" aria-label={`Unlock ${u.email}`}>
                        Unlock
                      </Button>
                    }
                    title={`Unlock ${u.email}?`}
                    description={`${u.failedSignIns} failed sign-ins locked this account. Unlocking lets anyone with the password try again now.`}
                    confirmLabel="Unlock"
                    onConfirm={() => run(() => unlockUserAction({ userId: u.id }), `${u.email} unlocked.`)}
                  />
                )}
                {u.id !== currentUserId && !u.disabled && (
                  <ConfirmDialog
                    trigger={
                      <Button variant="secondary" size="sm" aria-label={`End sessions of ${u.email}`}>
                        End sessions
                      </Button>
                    }
                    title={`End every session of ${u.email}?`}
                    description="Every browser signed in as this user is sent to sign-in on its next request. The account stays enabled: they can sign in again."
                    confirmLabel="End sessions"
                    destructive
                    onConfirm={async () => {
                      const { data, error } = await withStepUp(() => endUserSessionsAction({ userId: u.id }));
                      const n = data?.sessionsEnded ?? 0;
                      setMessage(
                        error
                          ? { tone: "error", text: error.message }
                          : {
                              tone: "ok",
                              text: `${n} ${n === 1 ? "session" : "sessions"} of ${u.email} ended.`,
                            },
                      );
                      return !error;
                    }}
                  />
                )}
                {u.id !== currentUserId && (
                  <ConfirmDialog
                    trigger={
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`${u.disabled ? "Enable" : "Disable"} ${u.email}`}
                      >
                        {u.disabled ? "Enable" : "Disable"}
                      </Button>
                    }
                    title={`${u.disabled ? "Enable" : "Disable"} ${u.email}?`}
                    description={
                      u.disabled
                        ? "The user can sign in again with their roles."
                        : "The user is signed out on their next request and cannot sign in until enabled."
                    }
                    confirmLabel={u.disabled ? "Enable" : "Disable"}
                    destructive={!u.disabled}
                    onConfirm={() =>
                      run(
                        () => setUserDisabledAction({ userId: u.id, disabled: !u.disabled }),
                        `${u.email} ${u.disabled ? "enabled" : "disabled"}.`,
                      )
                    }
                  />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
