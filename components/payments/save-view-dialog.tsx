"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
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
import { saveViewAction } from "@/lib/actions/saved-views";
import type { TSavedView } from "@/lib/domain/payments/saved-views";

type TProps = {
  /** The filters to save: the canonical query without its page token. */
  query: string;
  onSaved: (view: TSavedView, views: TSavedView[], replaced: boolean) => void;
};

/**
 * Names the current filters. A name the person already uses is answered on the field, with the choice to
 * replace that view; nothing is overwritten without that second, explicit step.
 */
export function SaveViewDialog({ query, onSaved }: TProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [taken, setTaken] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setName("");
      setError(null);
      setTaken(null);
    }
  };

  async function save(replace: boolean) {
    setPending(true);
    try {
      const result = await saveViewAction({ page: "payments", name, query, replace });
      const { data, error: failure } = result;
      if (failure) {
        const fieldErrors = actionFieldErrors(result);
        setTaken(null);
        setError(fieldErrors.name ?? fieldErrors.query ?? failure.message);
        return;
      }
      if (data.outcome === "exists") {
        setError(data.message);
        setTaken(name.trim());
        return;
      }
      onSaved(data.view, data.views, data.replaced);
      reset(false);
    } finally {
      setPending(false);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          Save view…
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>Save these filters as a view</DialogTitle>
            <DialogDescription>
              Only you see your saved views. A view keeps the filters and page size, not the page you are on.
            </DialogDescription>
          </DialogHeader>
          <Field label="View name" error={error}>
            <Input
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
                setTaken(null);
              }}
              maxLength={80}
              autoComplete="off"
              autoFocus
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => reset(false)} disabled={pending}>
              Cancel
            </Button>
            {taken ? (
              <Button type="button" variant="primary" loading={pending} onClick={() => void save(true)}>
                Replace “{taken}”
              </Button>
            ) : (
              <Button type="submit" loading={pending}>
                Save view
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
