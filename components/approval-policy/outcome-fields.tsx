"use client";

import { Field, FieldError } from "@/components/ui/field";
import { ROLE_LABELS, ROLES, type TRole } from "@/lib/auth/client-safe/roles";
import type { TApprovalCount, TPolicyOutcome } from "@/lib/domain/initiation/policy";

export const selectClassName =
  "h-8 rounded-md border border-input bg-background px-2 text-sm aria-invalid:border-destructive";

const COUNTS: TApprovalCount[] = [0, 1, 2, 3];

type TProps = {
  /** Prefix of the controls' ids and the errors' keys: "rules.2" or "otherwise". */
  path: string;
  outcome: TPolicyOutcome;
  errors: { approvals?: string; roles?: string };
  onChange: (patch: Partial<TPolicyOutcome>) => void;
};

export const controlId = (path: string, field: string) => `policy-${path}-${field}`.replace(/\W/g, "-");

/** What a draft needs: how many approvals, and the roles an approver must hold (none ticked: any). */
export function OutcomeFields({ path, outcome, errors, onChange }: TProps) {
  const rolesId = controlId(path, "roles");
  const toggle = (role: TRole, on: boolean) =>
    onChange({
      roles: on
        ? ROLES.filter((r) => r === role || outcome.roles.includes(r))
        : outcome.roles.filter((r) => r !== role),
    });
  return (
    <div className="flex flex-wrap items-start gap-4">
      <Field label="Approvals needed" error={errors.approvals} id={controlId(path, "approvals")}>
        <select
          value={outcome.approvals}
          onChange={(e) => onChange({ approvals: Number(e.target.value) as TApprovalCount })}
          className={selectClassName}
        >
          {COUNTS.map((n) => (
            <option key={n} value={n}>
              {n === 0 ? "0: submitted at once" : n}
            </option>
          ))}
        </select>
      </Field>
      <fieldset
        className="flex flex-col gap-1"
        aria-describedby={errors.roles ? `${rolesId}-error` : undefined}
      >
        <legend className="text-[13px] font-medium">Approvers&apos; roles (none ticked: any approver)</legend>
        <div className="flex flex-wrap gap-3" id={rolesId}>
          {ROLES.map((role) => (
            <label key={role} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                checked={outcome.roles.includes(role)}
                onChange={(e) => toggle(role, e.target.checked)}
                disabled={outcome.approvals === 0}
                className="size-4 accent-accent"
              />
              {ROLE_LABELS[role]}
            </label>
          ))}
        </div>
        <FieldError id={`${rolesId}-error`} error={errors.roles} />
      </fieldset>
    </div>
  );
}
