import { describe, expect, it } from "vitest";
import { ProviderError } from "@/lib/errors/provider-error";
import type { TPaymentSearchQuery } from "@/lib/domain/payments/filters";
import type { TPayment, TPaymentPage } from "@/lib/domain/payments/payments";
import { openPaymentsCsvExport, type TExportOutcome } from "./export-payments-csv";

const row = (id: number): TPayment => ({
  id,
  uetr: null,
  endToEndId: `E2E-${id}`,
  direction: "INBOUND",
  method: "SEPA",
  type: "Payment",
  typeId: 1,
  status: "COMPLETED",
  statusName: "Completed",
  statusId: 5,
  amount: id * 101,
  currency: "EUR",
  debtorName: null,
  debtorAccount: null,
  debtorBic: null,
  creditorName: null,
  creditorAccount: null,
  creditorBic: null,
  settlementDate: null,
  parentId: null,
  createdAt: "2026-03-01T10:00:00+01:00",
  updatedAt: null,
});

/**
 * A platform holding `total` payments, paged by opaque tokens like the real one. Each call may be held
 * (`gate`) so a test can act while a read is in flight; `failures` makes the next calls throw.
 */
function fakeGateway(total: number) {
  const calls: TPaymentSearchQuery[] = [];
  const failures: Error[] = [];
  let gate: Promise<void> | null = null;
  const search = async (query: TPaymentSearchQuery): Promise<TPaymentPage> => {
    calls.push(query);
    if (gate) await gate;
    const failure = failures.shift();
    if (failure) throw failure;
    const start = query.nextPageToken ? Number(query.nextPageToken.slice(4)) : 0;
    const ids = Array.from(
      { length: Math.max(0, Math.min(query.limit, total - start)) },
      (_, i) => start + i + 1,
    );
    const end = start + ids.length;
    return { rows: ids.map(row), next: end < total ? `tok-${end}` : null, prev: null, api: "v3" };
  };
  return {
    search,
    calls,
    failures,
    hold() {
      let release!: () => void;
      gate = new Promise((resolve) => (release = resolve));
      return () => ((gate = null), release());
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
const decoder = new TextDecoder();
async function readAll(stream: ReadableStream<Uint8Array>) {
  let text = "";
  for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
  return text.split("\r\n").slice(0, -1);
}
const http = (status: number) =>
  new ProviderError({
    api: "gateway",
    kind: "http",
    status,
    method: "GET",
    path: "/v3/payments",
    requestId: "t",
  });

describe("openPaymentsCsvExport", () => {
  it("pages through every cursor, 100 at a time, ignoring the page's own cursor and size", async () => {
    const gw = fakeGateway(237);
    const ends: TExportOutcome[] = [];
    const stream = await openPaymentsCsvExport(
      { limit: 25, nextPageToken: "tok-50", metadata: "batch-7", direction: "INBOUND" },
      { search: gw.search, onEnd: (e) => ends.push(e) },
    );
    const lines = await readAll(stream);
    expect(lines[0]).toMatch(/^id,created_at_utc,/);
    expect(lines.slice(1).map((l) => Number(l.split(",")[0]))).toEqual(
      Array.from({ length: 237 }, (_, i) => i + 1),
    );
    expect(lines[1]).toBe(
      "1,2026-03-01T09:00:00Z,,,INBOUND,SEPA,Payment,COMPLETED,Completed,1.01,EUR,101,,,,,,,E2E-1,,",
    );
    expect(gw.calls).toEqual([
      { limit: 100, metadata: "batch-7", direction: "INBOUND" },
      { limit: 100, metadata: "batch-7", direction: "INBOUND", nextPageToken: "tok-100" },
      { limit: 100, metadata: "batch-7", direction: "INBOUND", nextPageToken: "tok-200" },
    ]);
    expect(ends).toEqual([{ outcome: "complete", rows: 237, pages: 3 }]);
  });

  it("writes the header alone when nothing matches", async () => {
    const lines = await readAll(
      await openPaymentsCsvExport({ limit: 10 }, { search: fakeGateway(0).search }),
    );
    expect(lines).toHaveLength(1);
  });

  it("reads a page only when the reader took the previous one, so memory stays flat", async () => {
    const gw = fakeGateway(100_000);
    const reader = (await openPaymentsCsvExport({ limit: 10 }, { search: gw.search })).getReader();
    await tick();
    expect(gw.calls).toHaveLength(1); // the first page, read before the response starts
    await reader.read(); // header
    await reader.read(); // page 1
    await tick();
    expect(gw.calls).toHaveLength(2); // page 2 queued ahead, nothing more
    await tick();
    expect(gw.calls).toHaveLength(2);
    await reader.cancel();
  });

  it("stops asking the platform once the client goes away", async () => {
    const gw = fakeGateway(100_000);
    const ends: TExportOutcome[] = [];
    const reader = (
      await openPaymentsCsvExport({ limit: 10 }, { search: gw.search, onEnd: (e) => ends.push(e) })
    ).getReader();
    for (let i = 0; i < 4; i++) await reader.read();
    await tick();
    const before = gw.calls.length;
    await reader.cancel("client went away");
    await tick();
    await tick();
    expect(gw.calls).toHaveLength(before);
    // Three pages read by the client, a fourth queued ahead of it: counted as produced, then nothing.
    expect(before).toBe(4);
    expect(ends).toEqual([{ outcome: "cancelled", rows: 400, pages: 4 }]);
  });

  it("sends nothing more after a cancel that lands while a page is being read", async () => {
    const gw = fakeGateway(100_000);
    const reader = (await openPaymentsCsvExport({ limit: 10 }, { search: gw.search })).getReader();
    await reader.read(); // header
    const release = gw.hold();
    await reader.read(); // page 1; page 2 is now requested and held
    await tick();
    expect(gw.calls).toHaveLength(2);
    await reader.cancel();
    release();
    await tick();
    expect(gw.calls).toHaveLength(2);
  });

  it("retries a failed read of a later page, then gives up and cuts the body", async () => {
    const gw = fakeGateway(250);
    const ends: TExportOutcome[] = [];
    const stream = await openPaymentsCsvExport(
      { limit: 10 },
      { search: gw.search, retryDelaysMs: [1, 1], onEnd: (e) => ends.push(e) },
    );
    gw.failures.push(http(503), http(502)); // page 2: two failures, the third attempt succeeds
    const reader = stream.getReader();
    await reader.read();
    await reader.read();
    await reader.read();
    expect(gw.calls.filter((c) => c.nextPageToken === "tok-100")).toHaveLength(3);
    gw.failures.push(http(503), http(503), http(503)); // page 3: out of retries
    await expect(reader.read()).rejects.toBeInstanceOf(ProviderError);
    expect(ends).toEqual([{ outcome: "failed", rows: 200, pages: 2 }]);
  });

  it("does not retry what the platform refused, and fails before any byte when the first page fails", async () => {
    const gw = fakeGateway(50);
    gw.failures.push(http(400));
    await expect(
      openPaymentsCsvExport({ limit: 10 }, { search: gw.search, retryDelaysMs: [1] }),
    ).rejects.toMatchObject({
      // As the Payments page answers a refusal: a 400 naming where the problem is.
      code: "invalid_input",
      fieldErrors: { filters: expect.any(String) },
    });
    expect(gw.calls).toHaveLength(1);
  });
});
