// The audit trail must be append-only at the database, whatever the application does: the init
// migration's triggers refuse UPDATE, DELETE and TRUNCATE on audit_events.
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "@/lib/testing/test-database";

const refused = /audit_events is append-only/;

describe("audit_events", () => {
  const test = withTestDatabase();

  async function record(action: string) {
    return test.db.auditEvent.create({
      data: { action, outcome: "success", actorEmail: "ops@example.com", detail: { via: "test" } },
    });
  }

  it("accepts new events", async () => {
    const event = await record("auth.sign_in");
    expect(event.id).toBeTypeOf("bigint");
    expect(event.at).toBeInstanceOf(Date);
  });

  it("refuses UPDATE, through Prisma and in plain SQL", async () => {
    const event = await record("permission.denied");
    await expect(
      test.db.auditEvent.update({ where: { id: event.id }, data: { outcome: "failure" } }),
    ).rejects.toThrow(refused);
    await expect(
      test.db.$executeRaw`UPDATE audit_events SET outcome = 'failure' WHERE id = ${event.id}`,
    ).rejects.toThrow(refused);
    await expect(test.db.auditEvent.findUniqueOrThrow({ where: { id: event.id } })).resolves.toMatchObject({
      outcome: "success",
    });
  });

  it("refuses DELETE, through Prisma and in plain SQL", async () => {
    const event = await record("auth.sign_out");
    await expect(test.db.auditEvent.delete({ where: { id: event.id } })).rejects.toThrow(refused);
    await expect(test.db.auditEvent.deleteMany()).rejects.toThrow(refused);
    await expect(test.db.$executeRaw`DELETE FROM audit_events WHERE id = ${event.id}`).rejects.toThrow(
      refused,
    );
    await expect(test.db.auditEvent.findUnique({ where: { id: event.id } })).resolves.not.toBeNull();
  });

  it("refuses TRUNCATE", async () => {
    const before = await test.db.auditEvent.count();
    expect(before).toBeGreaterThan(0);
    await expect(test.db.$executeRawUnsafe("TRUNCATE audit_events")).rejects.toThrow(refused);
    expect(await test.db.auditEvent.count()).toBe(before);
  });

  it("still accepts inserts after refusing changes", async () => {
    const before = await test.db.auditEvent.count();
    await record("auth.sign_in");
    expect(await test.db.auditEvent.count()).toBe(before + 1);
  });
});
