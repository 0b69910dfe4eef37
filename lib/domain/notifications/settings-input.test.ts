import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/lib/domain/shared/field-errors";
import {
  webhookUrlProblem,
  ZMarkAllNotificationsReadInput,
  ZMarkNotificationReadInput,
  ZSaveNotificationSettingsInput,
} from "./settings-input";
import { defaultMode, maskWebhookUrl, subscriptionMatrix, visibleKinds } from "./subscriptions";

// The settings page's input: known kinds, channels and modes only (in-app has no digest), each cell once,
// and a webhook URL that is https to a public host name. And the matrix's defaults and masking.

const errors = (input: unknown) => {
  const parsed = ZSaveNotificationSettingsInput.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};
const choice = (kind: string, channel: string, mode: string) => ({ kind, channel, mode });

describe("the settings input", () => {
  it("accepts the matrix's choices, an https URL, an empty one (remove) or none (keep)", () => {
    const choices = [
      choice("approval_waiting", "in_app", "off"),
      choice("approval_waiting", "email", "digest"),
    ];
    expect(errors({ choices })).toEqual({});
    expect(errors({ choices, webhookUrl: "" })).toEqual({});
    expect(errors({ choices, webhookUrl: " https://hooks.slack.com/services/T/B/x " })).toEqual({});
    expect(
      ZSaveNotificationSettingsInput.parse({ choices, webhookUrl: " https://a.example/x " }).webhookUrl,
    ).toBe("https://a.example/x");
  });

  it("refuses an unknown kind, channel or mode, an in-app digest, a cell chosen twice, by field", () => {
    expect(errors({ choices: [choice("coffee", "in_app", "off")] })).toHaveProperty(["choices.0.kind"]);
    expect(errors({ choices: [choice("approval_waiting", "sms", "off")] })).toHaveProperty([
      "choices.0.channel",
    ]);
    expect(errors({ choices: [choice("approval_waiting", "email", "weekly")] })).toHaveProperty([
      "choices.0.mode",
    ]);
    expect(errors({ choices: [choice("approval_waiting", "in_app", "digest")] })).toEqual({
      "choices.0.mode": "In-app is on or off: it has no digest.",
    });
    const twice = [choice("approval_waiting", "email", "off"), choice("approval_waiting", "email", "digest")];
    expect(errors({ choices: twice })).toEqual({ "choices.1": "Chosen twice." });
    expect(errors({ choices: [], userId: "someone" })).not.toEqual({});
  });

  it("refuses a webhook URL that is not https to a public host name", () => {
    expect(errors({ choices: [], webhookUrl: "http://hooks.slack.com/x" })).toEqual({
      webhookUrl: "The URL must start with https://.",
    });
    for (const bad of [
      "hooks.slack.com/x",
      "https://localhost/x",
      "https://10.0.0.1/x",
      "https://[::1]/x",
      "https://metadata/x",
      "https://db.internal/x",
      "https://u:p@hooks.slack.com/x",
      `https://hooks.slack.com/${"x".repeat(2_000)}`,
    ]) {
      expect(webhookUrlProblem(bad), bad).not.toBeNull();
    }
    expect(webhookUrlProblem("https://acme.webhook.office.com/webhookb2/abc")).toBeNull();
  });

  it("takes notification ids as positive integers that fit a bigint", () => {
    expect(ZMarkNotificationReadInput.safeParse({ id: "42" }).success).toBe(true);
    for (const id of ["0", "-1", "1.5", "1e3", "99999999999999999999", 42]) {
      expect(ZMarkNotificationReadInput.safeParse({ id }).success, String(id)).toBe(false);
    }
    expect(ZMarkAllNotificationsReadInput.safeParse({ upTo: "7" }).success).toBe(true);
  });
});

describe("the matrix", () => {
  it("defaults in-app and e-mail to immediate for the kind's roles, the webhook to off", () => {
    expect(defaultMode("approval_waiting", "in_app", ["finance_ops"])).toBe("immediate");
    expect(defaultMode("approval_waiting", "email", ["manager"])).toBe("off");
    expect(defaultMode("approval_waiting", "webhook", ["finance_ops"])).toBe("off");
    expect(visibleKinds(["compliance"])).toContain("restriction_order_arrived");
    expect(visibleKinds(["compliance"])).not.toContain("approval_waiting");
  });

  it("merges own choices over defaults, ignoring kinds not visible and modes a channel lacks", () => {
    const rows = subscriptionMatrix(
      ["finance_ops"],
      [
        choice("approval_waiting", "email", "digest"),
        choice("approval_waiting", "in_app", "digest"),
        choice("restriction_order_arrived", "in_app", "immediate"),
        choice("holding_breached", "email", "weekly"),
      ],
    );
    const byKind = Object.fromEntries(rows.map((r) => [r.kind, r]));
    expect(byKind.approval_waiting).toMatchObject({
      in_app: { mode: "immediate" },
      email: { mode: "digest", defaultMode: "immediate" },
    });
    expect(byKind.restriction_order_arrived).toBeUndefined();
    expect(byKind.holding_breached?.email.mode).toBe("immediate");
  });

  it("masks a webhook URL to its host and last four characters", () => {
    expect(maskWebhookUrl("https://hooks.slack.com/services/T/B/abcdef1234")).toBe(
      "https://hooks.slack.com/…1234",
    );
  });
});
