"use client";

import { UserPlus } from "lucide-react";
import { useRouter } from "next/navigation";
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
import { Field } from "@/components/ui/field";
import { actionFieldErrors } from "@/components/ui/field-errors";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { useStepUp } from "@/components/auth/step-up-provider";
import { createUserAction } from "@/lib/actions/users";
import type { TRole } from "@/lib/auth/client-safe/roles";
import { fieldErrorsOf } from "@/lib/domain/shared/field-errors";
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, ZCreateUserInput } from "@/lib/domain/users/users";
import { RoleCheckboxes } from "./role-checkboxes";

const EMPTY = { email: "", name: "", password: "", passwordConfirm: "" };
type TServerError = { message: string; requestId?: string | null };

/**
 * Opens a password account. The form checks what it can before sending (the action checks it all again);
 * an email that is taken comes back on the email field. The password is never shown again after this.
 */
export function AddUserDialog() {
  const router = useRouter();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [roles, setRoles] = useState<TRole[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<TServerError | null>(null);
  const [pending, setPending] = useState(false);
  const { withStepUp } = useStepUp();

  const close = () => {
    setOpen(false);
    setValues(EMPTY);
    setRoles([]);
    setErrors({});
    setServerError(null);
  };
  const onOpenChange = (next: boolean) => {
    if (next) setOpen(true);
    else if (!pending) close(); // closing mid-request would suggest it was cancelled; it was not
  };
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const input = { ...values, roles };
    const parsed = ZCreateUserInput.safeParse(input);
    setServerError(null);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const result = await withStepUp(() => createUserAction(input));
      const { data, error } = result;
      if (error) {
        setErrors(actionFieldErrors(result));
        if (!error.fieldErrors) setServerError(error);
        focusFirstInvalid(form);
        return;
      }
      toast({
        tone: "success",
        title: `${data.user.email} added`,
        description: "Hand the initial password to its owner yourself; Countersign does not send it.",
      });
      close();
      router.refresh();
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <UserPlus aria-hidden />
          Add a user
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate aria-label="Add a user" className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>Add a user</DialogTitle>
            <DialogDescription>
              A password account. Give the initial password to its owner yourself, by a channel other than
              email. SSO users are created at their first sign-in instead.
            </DialogDescription>
          </DialogHeader>
          <Field label="Email" error={errors.email}>
            <Input
              type="email"
              value={values.email}
              onChange={set("email")}
              autoComplete="off"
              maxLength={254}
              autoFocus
            />
          </Field>
          <Field label="Name" error={errors.name}>
            <Input value={values.name} onChange={set("name")} autoComplete="off" maxLength={NAME_MAX} />
          </Field>
          <RoleCheckboxes
            legend="Roles"
            value={roles}
            onChange={(next) => {
              setRoles(next);
              setErrors(({ roles: _, ...rest }) => rest);
            }}
            error={errors.roles}
          />
          <Field
            label="Initial password"
            error={errors.password}
            description={`At least ${PASSWORD_MIN} characters.`}
          >
            <Input
              type="password"
              value={values.password}
              onChange={set("password")}
              autoComplete="new-password"
              maxLength={PASSWORD_MAX}
            />
          </Field>
          <Field label="Initial password again" error={errors.passwordConfirm}>
            <Input
              type="password"
              value={values.passwordConfirm}
              onChange={set("passwordConfirm")}
              autoComplete="new-password"
              maxLength={PASSWORD_MAX}
            />
          </Field>
          {serverError ? (
            <Callout tone="error" role="alert" data-testid="add-user-error">
              {serverError.message}
            </Callout>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Add user
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Moves focus to the first field marked invalid, once React has rendered the marks. */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"] input, input[aria-invalid="true"]')?.focus();
  });
}
