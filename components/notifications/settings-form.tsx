"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { actionFieldErrors } from "@/components/ui/field-errors";
import { StatusMessage, type TStatusMessage } from "@/components/ui/status-message";
import { saveNotificationSettingsAction } from "@/lib/actions/notifications";
import { NOTIFICATION_CHANNELS, type TNotificationMode } from "@/lib/domain/notifications/kinds";
import { webhookUrlProblem } from "@/lib/domain/notifications/settings-input";
import type { TNotificationSettingsView } from "@/lib/domain/notifications/subscriptions";
import { cellId, cellKey, SettingsMatrix } from "./settings-matrix";
import { WebhookUrlField, type TWebhookDraft } from "./webhook-url-field";

type TCells = Record<string, TNotificationMode>;

const cellsOf = (view: TNotificationSettingsView, pick: "mode" | "defaultMode"): TCells =>
  Object.fromEntries(
    view.rows.flatMap((r) => NOTIFICATION_CHANNELS.map((c) => [cellKey(r.kind, c), r[c][pick]] as const)),
  );

/** The matrix and the webhook URL, saved together by one guarded action. */
export function NotificationSettingsForm({ initial }: { initial: TNotificationSettingsView }) {
  const [view, setView] = useState(initial);
  const [cells, setCells] = useState(() => cellsOf(initial, "mode"));
  const [webhook, setWebhook] = useState<TWebhookDraft>({ url: "", remove: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<TStatusMessage>(null);
  const [saving, setSaving] = useState(false);

  if (view.rows.length === 0) {
    return (
      <EmptyState title="Nothing to choose" description="Your roles see nothing Countersign tells of." />
    );
  }

  const choices = view.rows.flatMap((r) =>
    NOTIFICATION_CHANNELS.map((channel) => ({
      kind: r.kind,
      channel,
      mode: cells[cellKey(r.kind, channel)]!,
    })),
  );

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first)
      document
        .getElementById(first === "webhookUrl" ? first : cellId(...(first.split("/") as [string, string])))
        ?.focus();
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    const url = webhook.url.trim();
    const urlProblem = url ? webhookUrlProblem(url) : null;
    if (urlProblem) return showErrors({ webhookUrl: urlProblem });
    setSaving(true);
    setStatus(null);
    const webhookUrl = webhook.remove ? "" : url || undefined;
    const result = await saveNotificationSettingsAction({ choices, webhookUrl });
    setSaving(false);
    if (result.error) {
      // "choices.3.mode" → the cell it names, so the message sits under its select.
      const byCell = Object.entries(actionFieldErrors(result)).map(([path, message]) => {
        const i = /^choices\.(\d+)/.exec(path)?.[1];
        const c = i === undefined ? undefined : choices[Number(i)];
        return [c ? cellKey(c.kind, c.channel) : path, message] as const;
      });
      showErrors(Object.fromEntries(byCell));
      setStatus({ tone: "error", text: result.error.message });
      return;
    }
    setView(result.data);
    setCells(cellsOf(result.data, "mode"));
    setWebhook({ url: "", remove: false });
    setErrors({});
    setStatus({ tone: "ok", text: "Saved." });
  }

  function resetToDefaults() {
    setCells(cellsOf(view, "defaultMode"));
    setStatus({ tone: "ok", text: "Every choice is back at your roles' default: Save to keep it." });
  }

  return (
    <form onSubmit={(e) => void save(e)} noValidate className="space-y-5">
      <SettingsMatrix
        rows={view.rows}
        value={cells}
        errors={errors}
        onChange={(key, mode) => setCells((prev) => ({ ...prev, [key]: mode }))}
      />
      <section aria-labelledby="webhook-title" className="space-y-2">
        <h2 id="webhook-title" className="text-base font-semibold">
          Slack or Teams
        </h2>
        <WebhookUrlField
          masked={view.webhookUrlMasked}
          draft={webhook}
          error={errors.webhookUrl}
          onChange={setWebhook}
        />
      </section>
      <div className="flex items-center gap-3">
        <Button type="submit" loading={saving}>
          Save
        </Button>
        <Button type="button" variant="secondary" onClick={resetToDefaults}>
          Reset to defaults
        </Button>
        <StatusMessage message={status} testId="notification-settings-status" />
      </div>
    </form>
  );
}
