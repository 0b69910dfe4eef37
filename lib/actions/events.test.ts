import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TRole } from "@/lib/auth/client-safe/roles";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { processPending } from "@/lib/webhooks/process/process-pending";
import { deliver } from "@/lib/webhooks/process/test-deliveries";
import { reapplyDeliveryAction, reapplyUnprocessableAction } from "./events";

// The server's own check: a server action is a public endpoint whatever the page shows, so a manager (who
// sees the Events page) calling "Apply again" directly is refused, audited, and changes nothing.

const session = vi.hoisted(() => ({ roles: [] as string[] }));
vi.mock("@/lib/auth/current-user", () => {
  const user = () => ({
    id: "00000000-0000-4000-8000-00000000e7e5",
    email: `${session.roles.join("+")}@countersign.test`,
    name: "Tester",
    roles: session.roles,
  });
  return {
    currentUser: async () => user(),
    // guardAction reads the whole session (its cookie names the stored session for step-up).
    currentSession: async () => ({ token: {}, user: user() }),
    requestContext: async () => ({ requestId: "req-action", pathname: "/events", ip: null }),
  };
});
vi.mock("@/lib/env", () => ({ env: { WEBHOOK_HEADER_PREFIX: "svc" } }));

describe("events actions", () => {
  const test = withAppTestDatabase();
  const as = (...roles: TRole[]) => (session.roles = roles);
  beforeEach(() => as("admin"));

  it("refuses a manager (events.view only), audits the refusal and applies nothing", async () => {
    const { id } = await deliver("UNKNOWN", {
      eventType: "LIQUIDITY",
      id: 7,
      status: "CREATED",
      n: randomUUID(),
    });
    await processPending();
    as("manager");
    expect(await reapplyDeliveryAction({ id: id.toString() })).toMatchObject({
      error: { code: "forbidden" },
    });
    expect(await reapplyUnprocessableAction({ limit: 5 })).toMatchObject({ error: { code: "forbidden" } });
    expect(await test.db.webhookDelivery.findUniqueOrThrow({ where: { id } })).toMatchObject({
      kind: "UNKNOWN",
      processing: "unprocessable",
    });
    const denied = await test.db.auditEvent.findMany({
      where: { action: "permission.denied", actorEmail: "manager@countersign.test" },
    });
    expect(denied.map((a) => a.target).sort()).toEqual([
      "action:reapplyDelivery",
      "action:reapplyUnprocessable",
    ]);

    as("admin");
    expect(await reapplyDeliveryAction({ id: id.toString() })).toMatchObject({
      data: { outcome: "processed", kind: "LIQUIDITY" },
    });
  });

  it("answers refusals and bad input as errors in words", async () => {
    expect(await reapplyDeliveryAction({ id: "12x" })).toMatchObject({
      error: { code: "invalid_input", fieldErrors: { id: expect.any(String) } },
    });
    expect(await reapplyUnprocessableAction({ limit: 101 })).toMatchObject({
      error: { code: "invalid_input", fieldErrors: { limit: expect.any(String) } },
    });
    expect(await reapplyDeliveryAction({ id: "987654321" })).toMatchObject({
      error: { code: "not_found", message: "There is no webhook delivery 987654321." },
    });
  });
});
