import { beforeAll, describe, expect, it } from "vitest";
import type { TRole } from "@/lib/auth/client-safe/roles";
import { visibleKinds } from "@/lib/domain/notifications/subscriptions";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import type { TActor } from "../actor";
import { readNotificationSettings, saveNotificationSettings } from "./settings";

// The settings page's service against a real database: the matrix over the kinds the user may see, defaults
// merged with their own rows; saving stores only what differs from the default, keeps or replaces the
// webhook URL (never shown or audited whole), and refuses a kind the user's roles do not show.

const test = withAppTestDatabase();
type TRolesActor = TActor & { user: { roles: TRole[] } };
let ops: TRolesActor;
let compliance: TRolesActor;
const URL_ = "https://hooks.slack.com/services/T000/B000/secretsecret1234";

async function actor(email: string, roles: TRole[]): Promise<TRolesActor> {
  const row = await test.db.user.create({ data: { email, name: email, roles } });
  return { user: { id: row.id, email, roles }, requestId: "req-1", ip: "127.0.0.1" };
}

beforeAll(async () => {
  ops = await actor("ops@example.test", ["finance_ops"]);
  compliance = await actor("cmp@example.test", ["compliance"]);
});

const row = async (a: TRolesActor, kind: string) =>
  (await readNotificationSettings(a.user)).rows.find((r) => r.kind === kind);

describe("notification settings", () => {
  it("shows the kinds the roles may see, each at its role default until chosen", async () => {
    const view = await readNotificationSettings(ops.user);
    expect(view.rows.map((r) => r.kind)).toEqual(visibleKinds(["finance_ops"]));
    expect(view.rows.map((r) => r.kind)).not.toContain("restriction_order_arrived");
    expect(view.webhookUrlMasked).toBeNull();
    expect(await row(ops, "approval_waiting")).toMatchObject({
      in_app: { mode: "immediate", defaultMode: "immediate" },
      email: { mode: "immediate", defaultMode: "immediate" },
      webhook: { mode: "off", defaultMode: "off" },
    });
    // Visible to compliance, but not one of its defaults.
    expect(await row(compliance, "liquidity_rejected")).toBeUndefined();
    expect(await row(compliance, "restriction_order_arrived")).toMatchObject({
      in_app: { mode: "immediate" },
    });
  });

  it("stores only the choices that differ from the default, and sets the webhook URL masked", async () => {
    const view = await saveNotificationSettings(
      {
        choices: [
          { kind: "approval_waiting", channel: "in_app", mode: "off" },
          { kind: "approval_waiting", channel: "email", mode: "immediate" },
          { kind: "approval_waiting", channel: "webhook", mode: "immediate" },
          { kind: "holding_breached", channel: "email", mode: "digest" },
        ],
        webhookUrl: URL_,
      },
      ops,
    );
    const stored = await test.db.notificationSubscription.findMany({ where: { userId: ops.user.id } });
    expect(stored.map((s) => `${s.kind}/${s.channel}=${s.mode}`).sort()).toEqual([
      "approval_waiting/in_app=off",
      "approval_waiting/webhook=immediate",
      "holding_breached/email=digest",
    ]);
    expect(view.webhookUrlMasked).toBe("https://hooks.slack.com/…1234");
    expect(JSON.stringify(view)).not.toContain("secretsecret");
    expect(view.rows.find((r) => r.kind === "approval_waiting")).toMatchObject({
      in_app: { mode: "off", defaultMode: "immediate" },
      webhook: { mode: "immediate", defaultMode: "off" },
    });
    const [audit] = await test.db.auditEvent.findMany({ where: { action: "notifications.settings.save" } });
    expect(audit).toMatchObject({ outcome: "success", actorEmail: "ops@example.test" });
    expect(JSON.stringify(audit!.detail)).not.toContain("hooks.slack.com");
  });

  it("keeps the URL when none is sent, removes it on an empty one; defaults again drop the rows", async () => {
    await saveNotificationSettings({ choices: [] }, ops);
    expect(await test.db.notificationSubscription.count({ where: { userId: ops.user.id } })).toBe(0);
    expect((await readNotificationSettings(ops.user)).webhookUrlMasked).toBe("https://hooks.slack.com/…1234");
    await saveNotificationSettings({ choices: [], webhookUrl: "" }, ops);
    const setting = await test.db.notificationSetting.findUnique({ where: { userId: ops.user.id } });
    expect(setting?.webhookUrl).toBeNull();
  });

  it("refuses a kind the user's roles do not show, audits it, and saves nothing", async () => {
    await expect(
      saveNotificationSettings(
        { choices: [{ kind: "restriction_order_arrived", channel: "in_app", mode: "off" }] },
        ops,
      ),
    ).rejects.toMatchObject({ code: "forbidden" });
    expect(await test.db.notificationSubscription.count({ where: { userId: ops.user.id } })).toBe(0);
    const denied = await test.db.auditEvent.findMany({
      where: { action: "notifications.settings.save", outcome: "denied" },
    });
    expect(denied.map((d) => d.detail)).toEqual([{ kind: "restriction_order_arrived" }]);
  });

  it("keeps each user's choices apart", async () => {
    await saveNotificationSettings(
      { choices: [{ kind: "restriction_order_arrived", channel: "email", mode: "off" }] },
      compliance,
    );
    await saveNotificationSettings(
      { choices: [{ kind: "approval_waiting", channel: "email", mode: "off" }] },
      ops,
    );
    expect((await row(compliance, "restriction_order_arrived"))?.email.mode).toBe("off");
    expect((await row(ops, "approval_waiting"))?.email.mode).toBe("off");
    expect(await test.db.notificationSubscription.count()).toBe(2);
  });
});
