import { describe, expect, it } from "vitest";
import { ROLES, type TRole } from "@/lib/auth/client-safe/roles";
import { notify } from "@/lib/db/notify";
import { NOTIFICATION_KIND_NAMES } from "@/lib/domain/notifications/kinds";
import { subscriptionMatrix } from "@/lib/domain/notifications/subscriptions";
import { withAppTestDatabase } from "@/lib/testing/test-database";

// The settings page shows what notify() does: for every role and kind, the matrix's in-app and e-mail
// defaults are exactly the channels the fan-out uses for a user without choices (and the webhook, off by
// default, none). A change to one rule without the other fails here.

const test = withAppTestDatabase();

describe("role defaults: the settings matrix and notify() agree", () => {
  it("for every role and kind", async () => {
    const users = new Map<TRole, string>();
    for (const role of ROLES) {
      const u = await test.db.user.create({
        data: { email: `${role}@example.test`, name: role, roles: [role] },
      });
      users.set(role, u.id);
      await test.db.notificationSetting.create({
        data: { userId: u.id, webhookUrl: "https://hooks.example.test/x" },
      });
    }
    for (const kind of NOTIFICATION_KIND_NAMES) {
      await notify(test.db, { kind, subject: "parity", title: "t", body: "b" });
    }
    const rows = await test.db.notification.findMany();
    const outbox = await test.db.notificationOutbox.findMany();
    for (const role of ROLES) {
      const userId = users.get(role)!;
      const told = rows.filter((r) => r.userId === userId);
      const expected = subscriptionMatrix([role], []);
      const got = expected.map((m) => {
        const n = told.find((r) => r.kind === m.kind);
        const channels = outbox.filter((o) => n && o.notificationIds.includes(n.id)).map((o) => o.channel);
        return {
          kind: m.kind,
          in_app: n?.inApp ?? false,
          email: channels.includes("email"),
          webhook: channels.includes("webhook"),
        };
      });
      expect(got, role).toEqual(
        expected.map((m) => ({
          kind: m.kind,
          in_app: m.in_app.mode === "immediate",
          email: m.email.mode === "immediate",
          webhook: false,
        })),
      );
      // Nothing of a kind the role may not see.
      expect(
        told.every((r) => expected.some((m) => m.kind === r.kind)),
        role,
      ).toBe(true);
    }
  });
});
