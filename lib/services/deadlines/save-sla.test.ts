import { describe, expect, it } from "vitest";
import { readSlaMinutes, readSlas } from "@/lib/db/deadline-slas";
import { DEFAULT_SLA_MINUTES } from "@/lib/domain/deadlines/deadlines";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { saveSla } from "./save-sla";

// The service-level store: the README's defaults until an administrator saves one, a save per queue,
// audited with the minutes before and after in the same transaction; the table refuses what the form would.

const test = withAppTestDatabase();
const actor = {
  user: { id: "3f0c1a4e-2b7d-4c1e-9a55-0d6b1f2e3a4b", email: "admin@x.test" },
  requestId: "r-1",
  ip: null,
};

describe("service levels", () => {
  it("are the defaults (approvals 2 h, drafts 4 h, cancellations 24 h) until saved", async () => {
    expect(DEFAULT_SLA_MINUTES).toEqual({ approvals: 120, drafts: 240, cancellations: 1440 });
    expect(await readSlas()).toEqual([
      { queue: "approvals", minutes: 120, updatedBy: null, updatedAt: null },
      { queue: "drafts", minutes: 240, updatedBy: null, updatedAt: null },
      { queue: "cancellations", minutes: 1440, updatedBy: null, updatedAt: null },
    ]);
  });

  it("save one queue, audited with before and after; the others keep their default", async () => {
    expect(await saveSla({ queue: "approvals", minutes: 30 }, actor)).toEqual({ changed: true });
    expect(await saveSla({ queue: "approvals", minutes: 30 }, actor)).toEqual({ changed: false });
    expect(await readSlaMinutes()).toEqual({ approvals: 30, drafts: 240, cancellations: 1440 });
    const slas = await readSlas();
    expect(slas[0]).toMatchObject({ queue: "approvals", minutes: 30, updatedBy: "admin@x.test" });
    const audits = await test.db.auditEvent.findMany({
      where: { action: "settings.deadline_sla" },
      orderBy: { id: "asc" },
    });
    expect(audits.map((a) => a.detail)).toEqual([
      { queue: "approvals", from: 120, to: 30, wasDefault: true },
      { queue: "approvals", from: 30, to: 30, wasDefault: false },
    ]);
    expect(audits[0]).toMatchObject({
      actorEmail: "admin@x.test",
      target: "settings:deadline_sla:approvals",
    });
  });

  it("the table refuses an unknown queue or minutes out of range", async () => {
    const bad = (queue: string, minutes: number) =>
      test.db.deadlineSla.create({ data: { queue, minutes, updatedBy: "x" } });
    await expect(bad("instant", 5)).rejects.toThrow();
    await expect(bad("drafts", 0)).rejects.toThrow();
    await expect(bad("drafts", 43_201)).rejects.toThrow();
  });
});
