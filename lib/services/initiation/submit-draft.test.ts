import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TPaymentSubmission } from "@/lib/domain/initiation/submission";
import { ProviderError } from "@/lib/errors/provider-error";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { withPlatform } from "../platform/registry";
import { readBack } from "./read-back";
import { submitDraft } from "./submit-draft";

vi.mock("./read-back", () => ({ readBack: vi.fn() }));
const found = vi.mocked(readBack);

// Exactly once (docs/initiation.md#exactly-once): the platform is a fake that counts creations per key, as
// the interface's Idempotency-Key promises; the read-back is what a search by end-to-end id would show.

const test = withAppTestDatabase();
const actor = { user: { id: randomUUID(), email: "checker@example.com" }, requestId: "req-1", ip: null };

const submission = (e2e: string): TPaymentSubmission => ({
  scheme: "SEPA",
  debtor: { iban: "LT121000011101001000", bic: null, name: null },
  creditor: { iban: "DE89370400440532013000", bic: null, name: "Supplier AG" },
  amountMinor: 100,
  currency: "EUR",
  endToEndId: e2e,
  remittance: null,
  requestedExecutionDate: null,
  purpose: null,
  metadata: [],
});

async function approvedDraft(lines = 1) {
  const draft = await test.db.paymentDraft.create({
    data: {
      kind: lines > 1 ? "batch" : "single",
      state: "submitting",
      makerId: randomUUID(),
      makerEmail: "maker@example.com",
      requirement: {},
      paymentCount: lines,
      totals: { EUR: String(100 * lines) },
    },
  });
  for (let line = 1; line <= lines; line++) {
    await test.db.draftPayment.create({
      data: {
        draftId: draft.id,
        line,
        payment: submission(`E2E-${draft.id.slice(0, 8)}-${line}`),
        idempotencyKey: randomUUID(),
        endToEndId: `E2E-${draft.id.slice(0, 8)}-${line}`,
        amount: 100n,
        currency: "EUR",
        creditorIban: "DE89370400440532013000",
      },
    });
  }
  return draft.id;
}

let nextId = 1000;

/** A platform that creates one payment per key, answering a repeat with the same one. */
function fakePlatform(answer?: (key: string) => unknown) {
  const byKey = new Map<string, number>();
  const createPayment = vi.fn(async (_api: string, _s: TPaymentSubmission, key: string) => {
    const special = answer?.(key);
    if (special instanceof Error) throw special;
    if (special !== undefined) return special as null;
    if (!byKey.has(key)) byKey.set(key, nextId++);
    return { id: byKey.get(key)!, status: "Created" };
  });
  return {
    platform: { gateway: { createPayment }, createApi: "v3" as const, submitConcurrency: 4 },
    createPayment,
    byKey,
  };
}

const rows = (draftId: string) =>
  test.db.draftPayment.findMany({ where: { draftId }, orderBy: { line: "asc" } });

beforeEach(() => {
  found.mockReset();
  found.mockResolvedValue({ found: "none" });
});

describe("submitting an approved draft", () => {
  it("creates every payment once and marks the draft submitted, audited as an attempt and its outcome", async () => {
    const id = await approvedDraft(3);
    const p = fakePlatform();
    expect(await withPlatform(p.platform, () => submitDraft(id, actor))).toEqual({
      created: 3,
      refused: 0,
      unknown: 0,
      busy: 0,
    });
    expect((await rows(id)).map((r) => [r.state, r.api, r.attempts])).toEqual([
      ["created", "v3", 1],
      ["created", "v3", 1],
      ["created", "v3", 1],
    ]);
    expect((await test.db.paymentDraft.findUniqueOrThrow({ where: { id } })).state).toBe("submitted");
    const audit = await test.db.auditEvent.findMany({
      where: { target: `draft:${id}` },
      orderBy: { id: "asc" },
    });
    expect(audit.map((a) => a.outcome)).toEqual(["attempted", "success"]);
    expect(found).not.toHaveBeenCalled(); // a first attempt is sent without a search
  });

  it("announces a batch's progress on the drafts topic while it runs, not only when it ends", async () => {
    const id = await approvedDraft(12);
    const slow = fakePlatform();
    const createPayment = slow.platform.gateway.createPayment;
    slow.platform.gateway.createPayment = vi.fn(async (...args: Parameters<typeof createPayment>) => {
      await new Promise((r) => setTimeout(r, 40));
      return createPayment(...args);
    });
    await withPlatform(slow.platform, () => submitDraft(id, actor, { progressMs: 25 }));
    const changes = await test.db.changeEvent.count({ where: { topic: "drafts", ref: id } });
    expect(changes).toBeGreaterThanOrEqual(3); // at least two while 12 payments took 3 × 40 ms, then the end
  });

  it("sends each payment once when two submissions run at the same time (a double click, two instances)", async () => {
    const id = await approvedDraft(5);
    const p = fakePlatform();
    await Promise.all([
      withPlatform(p.platform, () => submitDraft(id, actor)),
      withPlatform(p.platform, () => submitDraft(id, actor)),
    ]);
    expect(p.createPayment).toHaveBeenCalledTimes(5);
    expect((await rows(id)).every((r) => r.state === "created" && r.attempts === 1)).toBe(true);
  });

  it("after a crash between the call and the commit, finds the payment and sends nothing again", async () => {
    const id = await approvedDraft();
    // The crashed attempt: claimed and sent long ago, its outcome never written.
    await test.db.draftPayment.updateMany({
      where: { draftId: id },
      data: { state: "sending", attempts: 1, api: "v3", sentAt: new Date(Date.now() - 10 * 60_000) },
    });
    found.mockResolvedValue({ found: "one", payment: { id: 4242, status: "Accepted" } });
    const p = fakePlatform();
    await withPlatform(p.platform, () => submitDraft(id, null));
    expect(p.createPayment).not.toHaveBeenCalled();
    expect(await rows(id)).toMatchObject([{ state: "created", platformId: 4242n, attempts: 2 }]);
  });

  it("sends again with the same key and operation only when the platform shows no payment", async () => {
    const id = await approvedDraft();
    const p = fakePlatform(
      () =>
        new ProviderError({
          api: "gateway",
          kind: "timeout",
          status: null,
          method: "POST",
          path: "/v3/payments/sepa",
          requestId: "r",
        }),
    );
    await withPlatform(p.platform, () => submitDraft(id, actor));
    expect(await rows(id)).toMatchObject([{ state: "unknown", attempts: 1 }]);
    expect((await test.db.paymentDraft.findUniqueOrThrow({ where: { id } })).state).toBe("submitting");

    const again = fakePlatform();
    await withPlatform({ ...again.platform, createApi: "createSepaPmt" }, () => submitDraft(id, actor));
    expect(found).toHaveBeenCalledTimes(1);
    const [api, , key] = again.createPayment.mock.calls[0]!;
    expect(api).toBe("v3"); // the first attempt's operation: the key may be per operation
    expect(key).toBe((await rows(id))[0]!.idempotencyKey);
    expect(await rows(id)).toMatchObject([{ state: "created", attempts: 2 }]);
  });

  it("keeps a refusal as final, in the platform's words", async () => {
    const id = await approvedDraft();
    const p = fakePlatform(
      () =>
        new ProviderError({
          api: "gateway",
          kind: "http",
          status: 400,
          method: "POST",
          path: "/v3/payments/sepa",
          requestId: "r",
          code: "VALIDATION_ERROR",
          platformMessage: "creditorIban is not valid",
        }),
    );
    expect(await withPlatform(p.platform, () => submitDraft(id, actor))).toMatchObject({ refused: 1 });
    expect(await rows(id)).toMatchObject([
      {
        state: "refused",
        providerStatus: 400,
        providerCode: "VALIDATION_ERROR",
        message: "creditorIban is not valid",
      },
    ]);
    expect((await test.db.paymentDraft.findUniqueOrThrow({ where: { id } })).state).toBe("submitted");
  });

  it("reads back when the answer names no payment, and never guesses between several", async () => {
    const one = await approvedDraft();
    found.mockResolvedValue({ found: "one", payment: { id: 77, status: null } });
    await withPlatform(fakePlatform(() => null).platform, () => submitDraft(one, actor));
    expect(await rows(one)).toMatchObject([{ state: "created", platformId: 77n }]);

    const two = await approvedDraft();
    found.mockResolvedValue({ found: "several", ids: [78, 79] });
    await withPlatform(fakePlatform(() => null).platform, () => submitDraft(two, actor));
    expect(await rows(two)).toMatchObject([{ state: "unknown", message: expect.stringContaining("78, 79") }]);
  });

  it("does nothing for a draft that is not approved", async () => {
    const id = await approvedDraft();
    await test.db.paymentDraft.update({ where: { id }, data: { state: "waiting" } });
    const p = fakePlatform();
    expect(await withPlatform(p.platform, () => submitDraft(id, actor))).toBeNull();
    expect(p.createPayment).not.toHaveBeenCalled();
  });
});

describe("resuming submissions after a restart", () => {
  it("finishes approved drafts with payments left unsent, unanswered or settled-but-unmarked, and nothing else", async () => {
    const { resumeOnce } = await import("./resume-submissions");
    // The drafts of the tests above are not this test's.
    await test.db.paymentDraft.updateMany({ where: { state: "submitting" }, data: { state: "submitted" } });
    const unsent = await approvedDraft();
    const settled = await approvedDraft();
    await test.db.draftPayment.updateMany({
      where: { draftId: settled },
      data: { state: "created", platformId: 990_001n },
    });
    const inFlight = await approvedDraft();
    await test.db.draftPayment.updateMany({
      where: { draftId: inFlight },
      data: { state: "sending", attempts: 1, sentAt: new Date() },
    });
    const p = fakePlatform();
    await withPlatform(p.platform, () => resumeOnce());
    expect(await rows(unsent)).toMatchObject([{ state: "created" }]);
    expect((await test.db.paymentDraft.findUniqueOrThrow({ where: { id: settled } })).state).toBe(
      "submitted",
    );
    // A live attempt elsewhere is left alone until it is stale.
    expect(await rows(inFlight)).toMatchObject([{ state: "sending", attempts: 1 }]);
    expect(p.createPayment).toHaveBeenCalledTimes(1);
  });
});
