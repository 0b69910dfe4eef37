import { beforeAll, describe, expect, it } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { getDelivery, listDeliveries } from "./webhook-delivery-queries";
import { storeDelivery, type TNewDelivery } from "./webhook-deliveries";

// Keyset paging both ways against a real database: pages never overlap or skip, filters hold on every page.

withAppTestDatabase();

const row = (i: number, verified: boolean): TNewDelivery => ({
  verified,
  rejectionReason: verified ? null : "bad_signature",
  rejectionDetail: null,
  tenantId: "tenant-1",
  sentAt: null,
  signatureVersions: verified ? [1] : [],
  kind: verified ? "PAYMENT_STATUS" : null,
  bodySha256: `sha-${i}`,
  rawBody: Buffer.from(`{"n":${i}}`),
  bodyTruncated: false,
  headers: {},
  processing: verified ? "pending" : "skipped",
  processingError: null,
});

const ids: bigint[] = [];
beforeAll(async () => {
  for (let i = 0; i < 7; i++) ids.push((await storeDelivery(row(i, i % 3 !== 0))).id);
});
const idsOf = (page: { rows: { id: bigint }[] }) => page.rows.map((r) => r.id);

describe("listDeliveries", () => {
  it("pages older from the newest, then newer back, without overlap", async () => {
    const first = await listDeliveries({ limit: 3 });
    expect(idsOf(first)).toEqual([ids[6], ids[5], ids[4]]);
    expect(first.newer).toBeNull();
    const second = await listDeliveries({ limit: 3, before: first.older! });
    expect(idsOf(second)).toEqual([ids[3], ids[2], ids[1]]);
    const third = await listDeliveries({ limit: 3, before: second.older! });
    expect(idsOf(third)).toEqual([ids[0]]);
    expect(third.older).toBeNull();
    const back = await listDeliveries({ limit: 3, after: third.newer! });
    expect(idsOf(back)).toEqual(idsOf(second));
    expect(back.older).toBe(second.older);
  });

  it("reads the newest page when fewer than a page of newer rows are left", async () => {
    const page = await listDeliveries({ limit: 3, after: ids[5]! });
    expect(idsOf(page)).toEqual([ids[6], ids[5], ids[4]]);
    expect(page.newer).toBeNull();
  });

  it("filters on every page and leaves the body out of the list", async () => {
    const rejected = await listDeliveries({ limit: 1, verified: false });
    expect(idsOf(rejected)).toEqual([ids[6]]);
    const next = await listDeliveries({ limit: 1, verified: false, before: rejected.older! });
    expect(idsOf(next)).toEqual([ids[3]]);
    expect(next.newer).toBe(ids[3]);
    expect(rejected.rows[0]).not.toHaveProperty("rawBody");
  });

  it("finds one delivery with its body, and nothing for an unknown id", async () => {
    expect((await getDelivery(ids[2]!))?.rawBody).toEqual(new Uint8Array(Buffer.from('{"n":2}')));
    expect(await getDelivery(ids[6]! + 1000n)).toBeNull();
  });
});
