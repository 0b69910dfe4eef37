"use client";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

export type TWebhookDraft = { url: string; remove: boolean };

type TProps = {
  /** The stored URL, masked by the server; null when none is set. */
  masked: string | null;
  draft: TWebhookDraft;
  error?: string;
  onChange: (draft: TWebhookDraft) => void;
};

/**
 * The Slack or Teams incoming-webhook URL. It is a secret: the stored one is shown masked and never comes
 * back to the browser; leaving the field empty keeps it, a new one replaces it.
 */
export function WebhookUrlField({ masked, draft, error, onChange }: TProps) {
  return (
    <div className="max-w-xl space-y-2">
      <p className="text-sm" data-testid="webhook-current">
        {masked ? (
          <>
            Posting to <span className="font-mono">{masked}</span>
          </>
        ) : (
          "No webhook URL: the Slack / Teams column sends nothing until one is set."
        )}
      </p>
      <Field
        id="webhookUrl"
        label={masked ? "Replace with a new incoming-webhook URL" : "Incoming-webhook URL"}
        description="From Slack (Incoming Webhooks) or Teams (Workflows or an incoming webhook); it starts with https://."
        error={error}
      >
        <Input
          name="webhookUrl"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://hooks.slack.com/services/…"
          value={draft.url}
          disabled={draft.remove}
          onChange={(e) => onChange({ ...draft, url: e.target.value })}
        />
      </Field>
      {masked ? (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.remove}
            onChange={(e) => onChange({ url: "", remove: e.target.checked })}
          />
          Remove the webhook URL
        </label>
      ) : null}
    </div>
  );
}
