"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { useStepUp } from "@/components/auth/step-up-provider";
import { actionFieldErrors } from "@/components/ui/field-errors";
import { setUserRolesAction } from "@/lib/actions/users";
import { ROLE_LABELS, ROLES, type TRole } from "@/lib/auth/client-safe/roles";
import { ZRoleList } from "@/lib/domain/users/users";
import { RoleCheckboxes } from "./role-checkboxes";

type TProps = {
  user: { id: string; email: string; name: string; roles: TRole[] };
  /** The signed-in admin's own row: their admin role stays ticked. */
  self: boolean;
  onDone: (text: string) => void;
};

const labels = (roles: TRole[]) => roles.map((r) => ROLE_LABELS[r]).join(", ");

/**
 * A password account's roles, in two steps: tick the roles, then confirm the change in words (what is
 * added, what is removed), since it widens or narrows what the person may do from their next request on.
 */
export function EditRolesDialog({ user, self, onDone }: TProps) {
  const [open, setOpen] = useState(false);
  const [roles, setRoles] = useState<TRole[]>(user.roles);
  const [step, setStep] = useState<"edit" | "confirm">("edit");
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { withStepUp } = useStepUp();

  const added = ROLES.filter((r) => roles.includes(r) && !user.roles.includes(r));
  const removed = ROLES.filter((r) => !roles.includes(r) && user.roles.includes(r));
  const changed = added.length + removed.length > 0;

  const onOpenChange = (next: boolean) => {
    if (pending) return;
    setOpen(next);
    // Each opening starts from the roles the table shows now.
    setRoles(user.roles);
    setStep("edit");
    setError(null);
    setServerError(null);
  };

  function review(event: FormEvent) {
    event.preventDefault();
    const parsed = ZRoleList.safeParse(roles);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Choose at least one role.");
      return;
    }
    setStep("confirm");
  }

  async function save() {
    if (pending) return;
    setPending(true);
    setServerError(null);
    try {
      const result = await withStepUp(() => setUserRolesAction({ userId: user.id, roles }));
      const failure = result.error;
      if (failure) {
        const onRoles = actionFieldErrors(result).roles;
        if (onRoles) {
          setError(onRoles);
          setStep("edit");
        } else {
          setServerError(failure.message);
        }
        return;
      }
      setOpen(false);
      onDone(`Roles of ${user.email} changed to ${labels(roles)}.`);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={`Edit roles of ${user.email}`}>
          Edit roles
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        {step === "edit" ? (
          <form onSubmit={review} noValidate className="flex flex-col gap-4">
            <DialogHeader>
              <DialogTitle>Roles of {user.name}</DialogTitle>
              <DialogDescription>
                <span className="font-mono text-xs">{user.email}</span>. The change applies on their next page
                load; they stay signed in.
              </DialogDescription>
            </DialogHeader>
            <RoleCheckboxes
              legend="Roles"
              value={roles}
              onChange={(next) => {
                setRoles(next);
                setError(null);
              }}
              error={error ?? undefined}
              locked={
                self && user.roles.includes("admin")
                  ? { admin: "You cannot remove your own admin role; another administrator can." }
                  : undefined
              }
            />
            <DialogFooter>
              <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={!changed}>
                Review the change
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <div className="flex flex-col gap-4" aria-busy={pending || undefined}>
            <DialogHeader>
              <DialogTitle>Change the roles of {user.email}?</DialogTitle>
              <DialogDescription>
                From their next page load they may do what these roles allow, and no more.
              </DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="roles-change">
              {added.length ? (
                <>
                  <dt className="text-muted-foreground">Adds</dt>
                  <dd>{labels(added)}</dd>
                </>
              ) : null}
              {removed.length ? (
                <>
                  <dt className="text-muted-foreground">Removes</dt>
                  <dd>{labels(removed)}</dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">Afterwards</dt>
              <dd>{labels(roles)}</dd>
            </dl>
            {serverError ? (
              <Callout tone="error" role="alert" data-testid="roles-error">
                {serverError}
              </Callout>
            ) : null}
            <DialogFooter>
              <Button
                type="button"
                variant="secondary"
                disabled={pending}
                onClick={() => {
                  setStep("edit");
                  setServerError(null);
                }}
              >
                Back
              </Button>
              <Button
                type="button"
                variant={removed.length ? "destructive" : "primary"}
                loading={pending}
                onClick={() => void save()}
                autoFocus
              >
                Change roles
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
