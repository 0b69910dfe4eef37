"use client";

import { useRouter } from "next/navigation";
import { useStepUp } from "@/components/auth/step-up-provider";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { TStatusMessage } from "@/components/ui/status-message";
import { endUserSessionsAction, setUserDisabledAction, unlockUserAction } from "@/lib/actions/users";
import type { TActionResult } from "@/lib/domain/shared/action-result";
import { EditRolesDialog } from "./edit-roles-dialog";
import { ResetMfaButton } from "./reset-mfa-button";
import type { TUserRow } from "@/lib/domain/users/users";

type TProps = {
  user: TUserRow;
  self: boolean;
  run: (call: () => Promise<TActionResult<unknown>>, done: string) => Promise<boolean>;
  onMessage: (message: TStatusMessage) => void;
};

/** What an administrator may do to one user; the buttons wrap rather than widen the table. */
export function UserActions({ user: u, self, run, onMessage }: TProps) {
  const router = useRouter();
  const { withStepUp } = useStepUp();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {u.sso ? (
        <span className="text-xs text-muted-foreground" data-testid="roles-from-sso">
          Roles from SSO
          <span className="sr-only">: the identity provider sets them at every sign-in</span>
        </span>
      ) : (
        <EditRolesDialog
          key={u.roles.join()}
          user={u}
          self={self}
          onDone={(text) => {
            onMessage({ tone: "ok", text });
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
      {!self && !u.disabled && (
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
            onMessage(
              error
                ? { tone: "error", text: error.message }
                : { tone: "ok", text: `${n} ${n === 1 ? "session" : "sessions"} of ${u.email} ended.` },
            );
            return !error;
          }}
        />
      )}
      {!self && (
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
    </div>
  );
}
