import { describe, expect, it } from "vitest";
import { useSandbox } from "../testing/harness";
import { scene } from "./payments-fixtures";

// Keyset paging of the searches (sandbox/README.md, Assumptions → Payments: "Page tokens", "Sort order"),
// checked against a reference computed here from what the scenes created: every page of a walk forward and
// back is exactly the slice the order says, with and without filters, and payments created between calls
// (newer, older, in a page already seen, sharing an edge's instant) never shift or repeat a later page.

const sandbox = useSandbox();

type TItem = { id: number; at: string; direction: string; amount: number };
type TPageOf = { ids: number[]; next: string | null; prev: string | null };

/** The list order: newest first, then the higher id first. */
const order = (items: TItem[]) =>
  [...items].sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1));
const edge = (items: TItem[], id: number) => items.find((x) => x.id === id)!;
/** In list order, `a` comes after (is older than) `e`. */
const isAfter = (a: TItem, e: TItem) => a.at < e.at || (a.at === e.at && a.id < e.id);

async function add(createdAt: string, direction = "INBOUND", amount = 100): Promise<TItem> {
  const p = await scene(sandbox, { direction, method: "SEPA", amount, status: "Completed", createdAt });
  return { id: p.transaction_id, at: new Date(createdAt).toISOString(), direction, amount };
}

const minute = (n: number) => new Date(Date.UTC(2026, 1, 2, 9, 0) + n * 60_000).toISOString();

async function v3(query: string): Promise<TPageOf> {
  const res = await sandbox.call("GET", `/gateway/v3/payments?${query}`, { auth: "gateway" });
  expect(res.status).toBe(200);
  return {
    ids: res.body.data.map((p: { id: number }) => p.id),
    next: res.body.meta.nextPageToken,
    prev: res.body.meta.previousPageToken,
  };
}

async function v2(query: string): Promise<TPageOf> {
  const res = await sandbox.call("GET", `/gateway/v2/transaction/search?${query}`, { auth: "gateway" });
  expect(res.status).toBe(200);
  return {
    ids: res.body.result.map((p: { transaction_id: number }) => p.transaction_id),
    next: res.body.meta.next_page_token,
    prev: res.body.meta.previous_page_token,
  };
}

describe("keyset pages against a reference order", () => {
  // 120 payments on 15 instants (so many share one and are ordered by id), two directions, varied amounts.
  async function dataset(): Promise<TItem[]> {
    const made: TItem[] = [];
    for (let n = 0; n < 120; n++) {
      const at = minute((n * 7) % 15);
      made.push(await add(at, n % 3 === 0 ? "OUTBOUND" : "INBOUND", 100 + ((n * 37) % 500)));
    }
    return made;
  }

  const cases: [string, string, string, (x: TItem) => boolean][] = [
    ["v3, no filter", "v3", "", () => true],
    ["v2, no filter", "v2", "", () => true],
    ["v3, direction", "v3", "direction=OUTBOUND", (x) => x.direction === "OUTBOUND"],
    [
      "v3, date-time range",
      "v3",
      `datetimeFrom=${minute(3)}&datetimeTo=${minute(9)}`,
      (x) => x.at >= minute(3) && x.at <= minute(9),
    ],
    [
      "v2, amount range and direction",
      "v2",
      "amount_from=200&amount_to=399&direction=INBOUND",
      (x) => x.amount >= 200 && x.amount <= 399 && x.direction === "INBOUND",
    ],
  ];

  it.each(cases)("%s: forward to the end and back to the start", async (_name, api, filter, keep) => {
    const expected = order(await dataset())
      .filter(keep)
      .map((x) => x.id);
    expect(expected.length).toBeGreaterThan(14);
    const [get, nextName, prevName] =
      api === "v3"
        ? [v3, "nextPageToken", "previousPageToken"]
        : [v2, "next_page_token", "previous_page_token"];
    const limit = 7;
    const pages: TPageOf[] = [await get(`limit=${limit}&${filter}`)];
    expect(pages[0]!.prev).toBeNull();
    while (pages.at(-1)!.next)
      pages.push(await get(`limit=${limit}&${filter}&${nextName}=${pages.at(-1)!.next}`));
    expect(pages.flatMap((p) => p.ids)).toEqual(expected);
    expect(pages.length).toBe(Math.ceil(expected.length / limit));
    pages.forEach((p, i) => expect(p.ids).toEqual(expected.slice(i * limit, (i + 1) * limit)));

    // Back from the last page: each previous page is the `limit` payments just newer than its first.
    let page = pages.at(-1)!;
    let end = (pages.length - 1) * limit;
    while (page.prev) {
      page = await get(`limit=${limit}&${filter}&${prevName}=${page.prev}`);
      expect(page.ids).toEqual(expected.slice(Math.max(0, end - limit), end));
      end -= page.ids.length;
    }
    expect(end).toBe(0);
    expect(page.next).toEqual(expect.any(String));
  });
});

describe("keyset pages while payments arrive", () => {
  it("continues after its edge when payments are created between calls, never repeating one", async () => {
    let all: TItem[] = [];
    for (let n = 0; n < 30; n++) all.push(await add(minute(n)));
    const first = await v3("limit=10");
    expect(first.ids).toEqual(
      order(all)
        .slice(0, 10)
        .map((x) => x.id),
    );
    const lastSeen = edge(all, first.ids.at(-1)!);

    const newest = await add(minute(100)); // newer than everything: belongs before page 1
    const seenRegion = await add(minute(25)); // among the payments page 1 already showed
    const sameInstant = await add(lastSeen.at); // page 1's last instant, a higher id: sorts before it
    const unseen = await add(new Date(Date.parse(minute(15)) + 30_000).toISOString()); // in page 2's span
    all = [...all, newest, seenRegion, sameInstant, unseen];

    const second = await v3(`limit=10&nextPageToken=${first.next}`);
    const expected2 = order(all).filter((x) => isAfter(x, lastSeen));
    expect(second.ids).toEqual(expected2.slice(0, 10).map((x) => x.id));
    expect(second.ids).toContain(unseen.id);
    for (const id of [newest.id, seenRegion.id, sameInstant.id]) expect(second.ids).not.toContain(id);

    const oldest = await add(minute(-5)); // older than everything: the walk's end now includes it
    all.push(oldest);
    const rest: number[] = [];
    let page = second;
    while (page.next) {
      page = await v3(`limit=10&nextPageToken=${page.next}`);
      rest.push(...page.ids);
    }
    const walked = [...first.ids, ...second.ids, ...rest];
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked.at(-1)).toBe(oldest.id);
    expect(rest).toEqual(
      order(all)
        .filter((x) => isAfter(x, edge(all, second.ids.at(-1)!)))
        .map((x) => x.id),
    );

    // Back from page 2: the 10 just newer than its first payment, as the store is now — the payments
    // created in page 1's span are there, and the page before it (the newest payment) is announced.
    const back = await v3(`limit=10&previousPageToken=${second.prev}`);
    const firstOfSecond = edge(all, second.ids[0]!);
    const newer = order(all).filter((x) => isAfter(firstOfSecond, x));
    expect(back.ids).toEqual(newer.slice(-10).map((x) => x.id));
    expect(back.ids).toEqual(expect.arrayContaining([seenRegion.id, sameInstant.id]));
    expect(back.prev).toEqual(expect.any(String));
    const top = await v3(`limit=10&previousPageToken=${back.prev}`);
    expect(top.ids).toEqual(newer.slice(0, -10).map((x) => x.id));
    expect(top.ids).toContain(newest.id);
    expect(top.prev).toBeNull();
  });

  it("finds a payment by id among many, and only inside its date-time bounds", async () => {
    const made: TItem[] = [];
    for (let n = 0; n < 40; n++) made.push(await add(minute(n % 4)));
    const target = made[17]!;
    expect((await v3(`id=${target.id}`)).ids).toEqual([target.id]);
    expect((await v3(`id=${target.id}&datetimeFrom=${target.at}&datetimeTo=${target.at}`)).ids).toEqual([
      target.id,
    ]);
    expect((await v3(`id=${target.id}&datetimeFrom=${minute(10)}`)).ids).toEqual([]);
    expect((await v3("id=999999")).ids).toEqual([]);
  });
});
