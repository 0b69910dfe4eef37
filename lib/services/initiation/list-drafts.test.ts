import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { TRole } from "@/lib/auth/client-safe/roles";
import { ZDraftsQuery, type TDraftsQuery } from "@/lib/domain/initiation/drafts-list";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { countDraftsWaitingFor, listDrafts } from "./list-drafts";

// The Drafts list against a real database (docs/pages.md#drafts): each tab's predicate in SQL, the
// filters, and keyset paging both ways across two drafts made in the same millisecond.

const test = withAppTestDatabase();
const ME = randomUUID();
const OTHER = randomUUID();
const me = { id: ME, roles: ["finance_ops"] as TRole[] };
const T = Date.parse("2026-11-01T10:00:00.000Z");
const ids: Record<string, string> = {};

async function draft(
  name: string,
  minute: number,
  d: { maker?: string; state?: string; kind?: string; requirement?: object; totals?: object } = {},
) {
  const row = await test.db.paymentDraft.create({
    data: {
      kind: d.kind ?? "single",
      state: d.state ?? "waiting",
      makerId: d.maker ?? OTHER,
      makerEmail: d.maker === ME ? "me@example.com" : "other@example.com",
      requirement: d.requirement ?? { approvals: 1, roles: [] },
      paymentCount: d.kind === "batch" ? 3 : 1,
      totals: d.totals ?? { EUR: "12345" },
      rejectedReason: d.state === "rejected" ? "Wrong creditor" : null,
      createdAt: new Date(T + minute * 60_000),
    },
  });
  ids[name] = row.id;
}

const query = (q: Record<string, string> = {}): TDraftsQuery => ZDraftsQuery.parse(q);
const names = (rows: { id: string }[]) => rows.map((r) => Object.keys(ids).find((k) => ids[k] === r.id));

beforeAll(async () => {
  await draft("d1", 1);
  await draft("d2", 2, { maker: ME, kind: "batch", totals: { EUR: "300", USD: "99" } });
  await draft("d3", 3, { requirement: { approvals: 2, roles: [] } });
  await draft("d6", 4, { requirement: { approvals: 1, roles: ["finance_ops"] } });
  await draft("d7", 4, { requirement: {} });
  await draft("d4", 5, { state: "rejected" });
  await draft("d5", 6, { requirement: { approvals: 1, roles: ["admin"] } });
  await test.db.draftApproval.create({
    data: {
      draftId: ids.d3!,
      userId: ME,
      userEmail: "me@example.com",
      roles: ["finance_ops"],
      decision: "approve",
    },
  });
});

// d6 and d7 share their time: the id decides between them, as the SQL's (created_at, id) order does.
const sameTime = () =>
  [ids.d6!, ids.d7!]
    .sort()
    .reverse()
    .map((id) => (id === ids.d6 ? "d6" : "d7"));

describe("the tabs", () => {
  it("All: every draft, newest first", async () => {
    const page = await listDrafts(me, query());
    expect(names(page.rows)).toEqual(["d5", "d4", ...sameTime(), "d3", "d2", "d1"]);
  });

  it("Mine: the drafts I made, whatever their state", async () => {
    expect(names((await listDrafts(me, query({ tab: "mine" }))).rows)).toEqual(["d2"]);
  });

  it("Waiting for me: waiting, made by another, not decided by me, asking for a role I hold or none", async () => {
    const page = await listDrafts(me, query({ tab: "waiting" }));
    expect(names(page.rows)).toEqual([...sameTime(), "d1"]);
    expect(await countDraftsWaitingFor(me)).toBe(3);
  });

  it("Waiting for me reads the roles the requirement names", async () => {
    const admin = { id: ME, roles: ["finance_ops", "admin"] as TRole[] };
    expect(names((await listDrafts(admin, query({ tab: "waiting" }))).rows)).toEqual([
      "d5",
      ...sameTime(),
      "d1",
    ]);
  });

  it("Waiting for me is empty, and not counted, for someone who may not approve", async () => {
    const manager = { id: randomUUID(), roles: ["manager"] as TRole[] };
    expect((await listDrafts(manager, query({ tab: "waiting" }))).rows).toEqual([]);
    expect(await countDraftsWaitingFor(manager)).toBeNull();
  });

  it("Waiting for another approver: my draft and the one I decided, never their own", async () => {
    const other = { id: OTHER, roles: ["finance_ops"] as TRole[] };
    expect(names((await listDrafts(other, query({ tab: "waiting" }))).rows)).toEqual(["d2"]);
    const third = { id: randomUUID(), roles: ["finance_ops"] as TRole[] };
    expect(names((await listDrafts(third, query({ tab: "waiting" }))).rows)).toEqual([
      ...sameTime(),
      "d3",
      "d2",
      "d1",
    ]);
  });
});

describe("a row", () => {
  it("carries its totals per currency and its approvals against the requirement", async () => {
    const rows = (await listDrafts(me, query())).rows;
    const byName = (n: string) => rows.find((r) => r.id === ids[n])!;
    expect(byName("d2")).toMatchObject({
      kind: "batch",
      paymentCount: 3,
      makerEmail: "me@example.com",
      totals: { EUR: "300", USD: "99" },
      approved: 0,
      required: 1,
    });
    expect(byName("d3")).toMatchObject({ approved: 1, required: 2, state: "waiting" });
    // A requirement that names no count is the default: one approval.
    expect(byName("d7")).toMatchObject({ required: 1 });
    expect(byName("d1").createdAt).toBe("2026-11-01T10:01:00.000Z");
  });
});

describe("filters", () => {
  it("by state, kind and the time made (from inclusive, to exclusive)", async () => {
    expect(names((await listDrafts(me, query({ state: "rejected" }))).rows)).toEqual(["d4"]);
    expect(names((await listDrafts(me, query({ kind: "batch" }))).rows)).toEqual(["d2"]);
    const window = query({ from: "2026-11-01T10:02:00Z", to: "2026-11-01T10:04:00Z" });
    expect(names((await listDrafts(me, window)).rows)).toEqual(["d3", "d2"]);
    expect((await listDrafts(me, query({ tab: "mine", state: "waiting", kind: "single" }))).rows).toEqual([]);
  });
});

describe("keyset paging", () => {
  it("pages older to the end and newer back to the top, splitting two drafts of one millisecond", async () => {
    // Pages of 3 (smaller than the page offers), so seven drafts make three pages.
    const small = (q: Partial<TDraftsQuery>): TDraftsQuery => ({ ...query(), limit: 3, ...q });
    const first = await listDrafts(me, small({}));
    expect(names(first.rows)).toEqual(["d5", "d4", sameTime()[0]]);
    expect(first.newer).toBeNull();
    expect(first.older).not.toBeNull();

    const second = await listDrafts(me, small({ before: first.older! }));
    expect(names(second.rows)).toEqual([sameTime()[1], "d3", "d2"]);
    expect(second.newer).not.toBeNull();

    const third = await listDrafts(me, small({ before: second.older! }));
    expect(names(third.rows)).toEqual(["d1"]);
    expect(third.older).toBeNull();

    const back = await listDrafts(me, small({ after: third.newer! }));
    expect(names(back.rows)).toEqual(names(second.rows));
    // Fewer than a page of newer rows left: that is the newest page, read whole.
    const top = await listDrafts(me, small({ after: second.newer! }));
    expect(names(top.rows)).toEqual(names(first.rows));
    expect(top.newer).toBeNull();
  });
});
