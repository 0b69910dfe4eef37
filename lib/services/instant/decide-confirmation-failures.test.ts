import { describe, expect, it } from "vitest";
import { resolvePendingConfirmation } from "@/lib/db/pending-confirmations";
import { ProviderError } from "@/lib/errors/provider-error";
import { actor, fakePlatform, instantDecideFixtures } from "@/lib/testing/instant-decide-fixtures";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { decideConfirmation } from "./decide-confirmation";
import { withPlatform } from "../platform/registry";

// The answer service's refused, timed-out and contradicted answers against a real PostgreSQL (the claim is SQL, and so is its concurrency) with a fake
// platform that records its calls.

const test = withAppTestDatabase();
const { queued, rowOf, auditOf } = instantDecideFixtures(() => test.db);

const refusal = (code: string, status = 400, kind: ProviderError["kind"] = "http") =>
  new ProviderError({
    api: "gateway",
    kind,
    status: kind === "http" ? status : null,
    code,
    method: "POST",
    path: "/v1/x",
    requestId: "r",
  });

describe("decideConfirmation: refused and unanswered", () => {
  it("a refused answer is worded, keeps the row answerable, and a person can answer again", async () => {
    const trxId = await queued();
    const p = fakePlatform([
      async () => {
        throw refusal("FEATURE_DISABLED", 403);
      },
    ]);
    const first = await withPlatform(p.platform, () =>
      decideConfirmation({ trxId, decision: "ACCEPT" }, actor("a@example.com")),
    );
    expect(first).toMatchObject({
      ok: false,
      providerCode: "FEATURE_DISABLED",
      message: expect.stringMatching(/switched off for this tenant \(a tenant setting/),
      row: { phase: "refused", answerState: "refused", answerCode: "FEATURE_DISABLED" },
    });
    expect(await rowOf(trxId)).toMatchObject({ answerState: "refused", answerHttpStatus: 403 });
    const second = await withPlatform(p.platform, () =>
      decideConfirmation({ trxId, decision: "REJECT", reasonCode: "CUST" }, actor("b@example.com")),
    );
    expect(second).toMatchObject({
      ok: true,
      row: { phase: "answered", decidedBy: "b@example.com", answerCode: null },
    });
    expect(p.calls).toHaveLength(2);
    expect((await auditOf(trxId)).map((a) => [a.outcome, a.providerCode])).toEqual([
      ["attempted", null],
      ["failure", "FEATURE_DISABLED"],
      ["attempted", null],
      ["success", null],
    ]);
  });

  it.each([
    ["ILLEGAL_TRANSACTION_STATUS", /already answered or decided/],
    ["CONFIRMATION_WINDOW_EXPIRED", /window closed before the answer arrived/],
    ["TRANSACTION_NOT_FOUND", /does not know this payment/],
    ["VALIDATION_ERROR", /refused the answer's content/],
    ["SOMETHING_NEW", /refused the answer \(HTTP 400, SOMETHING_NEW\)/],
  ])("words the platform's %s", async (code, words) => {
    const trxId = await queued();
    const p = fakePlatform([
      async () => {
        throw refusal(code, code === "TRANSACTION_NOT_FOUND" ? 404 : 400);
      },
    ]);
    const o = await withPlatform(p.platform, () =>
      decideConfirmation({ trxId, decision: "ACCEPT" }, actor()),
    );
    expect(o).toMatchObject({ ok: false, providerCode: code, message: expect.stringMatching(words) });
  });

  it("a timeout leaves the answer unknown: nobody may answer again, and the outcome settles it", async () => {
    // Sent again while the window lasts (answer-retries.test.ts); here every try times out.
    const trxId = await queued(3_500);
    const p = fakePlatform(
      Array.from({ length: 10 }, () => async () => {
        throw refusal("", 0, "timeout");
      }),
    );
    const o = await withPlatform(p.platform, () =>
      decideConfirmation({ trxId, decision: "ACCEPT" }, actor()),
    );
    expect(o).toMatchObject({
      ok: true,
      row: {
        phase: "answering",
        answerState: "unknown",
        answerMessage: expect.stringMatching(/did not answer in time/),
      },
    });
    await expect(
      withPlatform(p.platform, () =>
        decideConfirmation({ trxId, decision: "ACCEPT" }, actor("b@example.com")),
      ),
    ).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringMatching(/^Already accepted by ops@example.com/),
    });
    expect(p.calls).toHaveLength(o.row.answerAttempts.length);
    // The platform's Accepted arrives before the deadline: our answer was the one taken.
    await resolvePendingConfirmation(test.db, BigInt(trxId), "Accepted", new Date());
    expect(await rowOf(trxId)).toMatchObject({ answerState: "sent", outcomeStatus: "Accepted" });
  });

  it("an unknown answer the outcome contradicts reads as the platform's fallback", async () => {
    const trxId = await queued(3_500);
    const p = fakePlatform(
      Array.from({ length: 10 }, () => async () => {
        throw refusal("", 503);
      }),
    );
    await withPlatform(p.platform, () => decideConfirmation({ trxId, decision: "ACCEPT" }, actor()));
    await resolvePendingConfirmation(test.db, BigInt(trxId), "Rejected", new Date());
    expect(await rowOf(trxId)).toMatchObject({ answerState: "unknown", outcomeStatus: "Rejected" });
    const { getDecisionHistory } = await import("./list-decision-history");
    const page = await getDecisionHistory({ source: "fallback", limit: 100 });
    expect(page.rows.find((r) => r.trxId === trxId)).toMatchObject({ phase: "settled", fallback: true });
  });
});
