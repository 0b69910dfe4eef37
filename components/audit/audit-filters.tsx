"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

const FIELDS = ["action", "actor", "outcome", "from", "to"] as const;

/** Filters live in the URL, so back/forward work and a copied link reproduces the view. */
export function AuditFilters({ invalid }: { invalid: string | null }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of FIELDS) {
      const value = String(form.get(key) ?? "").trim();
      if (value) next.set(key, key === "from" || key === "to" ? new Date(value).toISOString() : value);
    }
    router.push(`${pathname}?${next}`);
  }

  const local = (key: string) => {
    const v = params.get(key);
    return v && !Number.isNaN(Date.parse(v)) ? toLocalInput(new Date(v)) : "";
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" aria-label="Filter audit events">
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
        <select
          id="f-outcome"
          name="outcome"
          defaultValue={params.get("outcome") ?? ""}
          className="h-8 rounded-md border border-input bg-background px-2 text-sm"
        >
          <option value="">Any</option>
          <option value="success">success</option>
          <option value="failure">failure</option>
          <option value="denied">denied</option>
          <option value="attempted">attempted</option>
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="f-from">From (your time)</Label>
        <Input id="f-from" name="from" type="datetime-local" step={1} defaultValue={local("from")} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="f-to">To (your time)</Label>
        <Input id="f-to" name="to" type="datetime-local" step={1} defaultValue={local("to")} />
      </div>
      <Button type="submit" variant="secondary">
        Apply
      </Button>
      <Button type="button" variant="ghost" onClick={() => router.push(pathname)}>
        Clear
      </Button>
    </form>
  );
}

function toLocalInput(d: Date) {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
