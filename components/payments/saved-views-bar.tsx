"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { deleteViewAction } from "@/lib/actions/saved-views";
import type { TSavedView } from "@/lib/domain/payments/saved-views";
import { SaveViewDialog } from "./save-view-dialog";

type TProps = {
  /** The filters in view: the canonical query without its page token. */
  query: string;
  initialViews: TSavedView[];
  onNavigate: (query: string) => void;
};

/**
 * The signed-in user's saved views: pick one to apply it (the picker shows the view in use when the
 * filters are exactly a saved view's), save the current filters, delete the view in use after confirming.
 */
export function SavedViewsBar({ query, initialViews, onNavigate }: TProps) {
  const [views, setViews] = useState(initialViews);
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const current = views.find((v) => v.query === query) ?? null;

  async function remove(view: TSavedView) {
    const { data, error } = await deleteViewAction({ page: "payments", id: view.id });
    if (error) {
      setMessage({ tone: "error", text: error.message });
      if (error.code !== "not_found") return false; // keep the dialog open: nothing was deleted
      setViews((all) => all.filter((v) => v.id !== view.id));
      return;
    }
    setViews(data.views);
    setMessage({ tone: "ok", text: `Deleted the view “${view.name}”.` });
  }

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="saved-views">
      <Label htmlFor="payments-saved-view">Saved view</Label>
      <select
        id="payments-saved-view"
        value={current?.id ?? ""}
        onChange={(event) => {
          const view = views.find((v) => v.id === event.target.value);
          if (view) onNavigate(view.query);
        }}
        className="h-7 max-w-56 rounded-md border border-input bg-background px-2 text-[13px]"
      >
        <option value="">{views.length ? "Choose a view…" : "No saved views yet"}</option>
        {views.map((v) => (
          <option key={v.id} value={v.id}>
            {v.name}
          </option>
        ))}
      </select>
      <SaveViewDialog
        query={query}
        onSaved={(view, all, replaced) => {
          setViews(all);
          setMessage({ tone: "ok", text: `${replaced ? "Replaced" : "Saved"} the view “${view.name}”.` });
        }}
      />
      {current ? (
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm">
              Delete view
            </Button>
          }
          title={`Delete the saved view “${current.name}”?`}
          description="The view is removed for good; the payments themselves are not touched. You can save the filters again later."
          confirmLabel="Delete view"
          destructive
          onConfirm={() => remove(current)}
        />
      ) : null}
      <p
        aria-live="polite"
        data-testid="saved-views-message"
        className={message?.tone === "error" ? "text-xs text-destructive" : "text-xs text-muted-foreground"}
      >
        {message?.text}
      </p>
    </div>
  );
}
