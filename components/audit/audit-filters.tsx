"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Callout } from "@/components/ui/callout";
import { FilterBar, FilterSelect, toLocalInput } from "@/components/ui/filter-bar";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

const FIELDS = ["action", "actor", "outcome", "from", "to"] as const;

/** Filters live in the URL, so back/forward work and a copied link reproduces the view. */
export function AuditFilters({ invalid }: { invalid: string | null }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();

  function apply(form: FormData) {
    const next = new URLSearchParams();
    for (const key of FIELDS) {
      const value = String(form.get(key) ?? "").trim();
      if (value) next.set(key, key === "from" || key === "to" ? new Date(value).toISOString() : value);
    }
    router.push(`${pathname}?${next}`);
  }

  const local = (key: string) => toLocalInput(params.get(key));

  return (
    <FilterBar label="Filter audit events" onApply={apply} onClear={() => router.push(pathname)}>
      {invalid && (
        <Callout tone="warning" className="w-full">
          {invalid}
        </Callout>
      )}
      <div className="grid gap-1">
        <Label htmlFor="f-action">Action starts with</Label>
        <Input
          id="f-action"
          name="action"
          defaultValue={params.get("action") ?? ""}
          placeholder="auth."
          className="w-40"
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="f-actor">User email contains</Label>
        <Input id="f-actor" name="actor" defaultValue={params.get("actor") ?? ""} className="w-48" />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="f-outcome">Outcome</Label>
        <FilterSelect id="f-outcome" name="outcome" value={params.get("outcome") ?? ""}>
          <option value="success">success</option>
          <option value="failure">failure</option>
          <option value="denied">denied</option>
          <option value="attempted">attempted</option>
        </FilterSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="f-from">From (your time)</Label>
        <Input id="f-from" name="from" type="datetime-local" step={1} defaultValue={local("from")} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="f-to">To (your time)</Label>
        <Input id="f-to" name="to" type="datetime-local" step={1} defaultValue={local("to")} />
      </div>
    </FilterBar>
  );
}
