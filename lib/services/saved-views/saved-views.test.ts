import { beforeAll, describe, expect, it } from "vitest";
import { MAX_SAVED_VIEWS } from "@/lib/domain/payments/saved-views";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import type { TActor } from "../actor";
import { deleteView } from "./delete-view";
import { listSavedViews } from "./list-saved-views";
import { saveView } from "./save-view";

// Saved views against a real database: names unique per user and page, replace on request, and no user
// ever reading or deleting another's view. Every save and delete leaves an audit row.

const test = withAppTestDatabase();
let alice: TActor;
let bob: TActor;

async function user(email: string): Promise<TActor> {
  const row = await test.db.user.create({ data: { email, name: email } });
  return { user: { id: row.id, email }, requestId: "req-1", ip: "127.0.0.1" };
}

beforeAll(async () => {
  alice = await user("alice@example.com");
  bob = await user("bob@example.com");
});

const audits = (action: string, actorEmail: string) =>
  test.db.auditEvent.findMany({ where: { action, actorEmail }, orderBy: { id: "asc" } });

describe("saved views", () => {
  it("saves, asks before replacing a name in use, and replaces on request", async () => {
    const first = await saveView(
      { page: "payments", name: "Big EUR", query: "amountFrom=1000&currency=EUR", replace: false },
      alice,
    );
    expect(first).toMatchObject({ outcome: "saved", replaced: false, view: { name: "Big EUR" } });

    const again = await saveView(
      { page: "payments", name: "Big EUR", query: "currency=USD", replace: false },
      alice,
    );
    expect(again).toEqual({ outcome: "exists", message: "You already have a view named “Big EUR”." });
    expect((await listSavedViews(alice.user.id, "payments"))[0]!.query).toBe("amountFrom=1000&currency=EUR");

    const replaced = await saveView(
      { page: "payments", name: "Big EUR", query: "currency=USD", replace: true },
      alice,
    );
    expect(replaced).toMatchObject({ outcome: "saved", replaced: true });
    if (replaced.outcome !== "saved") throw new Error("unreachable");
    expect(replaced.view.id).toBe(first.outcome === "saved" ? first.view.id : "");
    expect(replaced.views.map((v) => [v.name, v.query])).toEqual([["Big EUR", "currency=USD"]]);

    const rows = await audits("saved_view.save", "alice@example.com");
    expect(rows.map((r) => [r.outcome, (r.detail as { replace: boolean }).replace])).toEqual([
      ["success", false],
      ["success", true],
    ]);
  });

  it("keeps each user's views apart: the same name is free for another user", async () => {
    const mine = await saveView(
      { page: "payments", name: "Big EUR", query: "direction=INBOUND", replace: false },
      bob,
    );
    expect(mine.outcome).toBe("saved");
    expect((await listSavedViews(bob.user.id, "payments")).map((v) => v.query)).toEqual([
      "direction=INBOUND",
    ]);
    expect((await listSavedViews(alice.user.id, "payments")).map((v) => v.query)).toEqual(["currency=USD"]);
  });

  it("never deletes another user's view, and audits the attempt as a failure", async () => {
    const [aliceView] = await listSavedViews(alice.user.id, "payments");
    await expect(deleteView({ page: "payments", id: aliceView!.id }, bob)).rejects.toMatchObject({
      code: "not_found",
    });
    expect(await listSavedViews(alice.user.id, "payments")).toHaveLength(1);
    const refused = await audits("saved_view.delete", "bob@example.com");
    expect(refused.map((r) => [r.outcome, r.target])).toEqual([["failure", `saved_view:${aliceView!.id}`]]);

    expect(await deleteView({ page: "payments", id: aliceView!.id }, alice)).toEqual({ views: [] });
    const done = await audits("saved_view.delete", "alice@example.com");
    expect(done.map((r) => [r.outcome, (r.detail as { name: string }).name])).toEqual([
      ["success", "Big EUR"],
    ]);
    await expect(deleteView({ page: "payments", id: aliceView!.id }, alice)).rejects.toMatchObject({
      code: "not_found",
    });
  });

  // Issue 14, finding 10: on main a save with `replace` and a new name skipped the cap.
  it("holds the cap for every save, a replace of a new name and saves at once included", async () => {
    const carol = await user("carol@example.com");
    await test.db.savedView.createMany({
      data: Array.from({ length: MAX_SAVED_VIEWS - 2 }, (_, i) => ({
        userId: carol.user.id,
        page: "payments",
        name: `View ${i}`,
        query: "currency=EUR",
      })),
    });
    const save = (name: string, replace: boolean) =>
      saveView({ page: "payments", name, query: "currency=USD", replace }, carol);
    // Two new names at once for the last place but one: both fit, and then the page is full.
    const both = await Promise.all([save("Last A", true), save("Last B", false)]);
    expect(both.map((r) => r.outcome)).toEqual(["saved", "saved"]);
    await expect(save("One too many", true)).rejects.toThrow(`You have ${MAX_SAVED_VIEWS} saved views here`);
    await expect(save("One too many", false)).rejects.toThrow(`You have ${MAX_SAVED_VIEWS} saved views here`);
    // Five new names at once on a full page: none gets in.
    const many = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => save(`Race ${n}`, n % 2 === 0)));
    expect(many.every((r) => r.status === "rejected")).toBe(true);
    // Replacing a view that exists still works on a full page.
    await expect(save("View 0", true)).resolves.toMatchObject({ outcome: "saved", replaced: true });
    expect(await test.db.savedView.count({ where: { userId: carol.user.id, page: "payments" } })).toBe(
      MAX_SAVED_VIEWS,
    );
  });
});
