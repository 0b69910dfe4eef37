"use client";

import { FieldError } from "@/components/ui/field";
import { useId } from "react";
import { PAGES } from "@/lib/auth/client-safe/pages";
import { can } from "@/lib/auth/client-safe/permissions";
import { ROLE_LABELS, ROLES, type TRole } from "@/lib/auth/client-safe/roles";

// The pages each role opens, from the table the guards read, so the person choosing sees what they grant.
const ROLE_PAGES = Object.fromEntries(
  ROLES.map((role) => [
    role,
    PAGES.filter((p) => p.href !== "/" && can([role], p.permission))
      .map((p) => p.label)
      .join(", "),
  ]),
) as Record<TRole, string>;

type TProps = {
  legend: string;
  value: TRole[];
  onChange: (roles: TRole[]) => void;
  error?: string;
  /** Roles that cannot be unticked here, each with the reason shown beneath the group. */
  locked?: Partial<Record<TRole, string>>;
  disabled?: boolean;
};

/**
 * One checkbox per role in a fieldset, so the legend names the group for every box and the group's error
 * is read with it (a Field holds a single control, a role list is several).
 */
export function RoleCheckboxes({ legend, value, onChange, error, locked = {}, disabled }: TProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const notes = ROLES.flatMap((r) => (locked[r] ? [locked[r]] : []));
  const notesId = `${id}-notes`;
  const describedBy = [notes.length ? notesId : null, error ? errorId : null].filter(Boolean).join(" ");
  const toggle = (role: TRole, on: boolean) =>
    onChange(ROLES.filter((r) => (r === role ? on : value.includes(r))));

  return (
    <fieldset
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
      className="flex flex-col gap-1"
    >
      <legend className="mb-1 text-[13px] leading-5 font-medium">{legend}</legend>
      {ROLES.map((role) => (
        <label key={role} className="flex min-h-7 items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="roles"
            value={role}
            checked={value.includes(role)}
            disabled={Boolean(locked[role])}
            onChange={(e) => toggle(role, e.target.checked)}
            className="mt-0.5 size-4 accent-accent"
          />
          <span>
            {ROLE_LABELS[role]}
            <span className="text-xs text-muted-foreground"> · {ROLE_PAGES[role]}</span>
          </span>
        </label>
      ))}
      {notes.length ? (
        <p id={notesId} className="text-xs text-muted-foreground">
          {notes.join(" ")}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
