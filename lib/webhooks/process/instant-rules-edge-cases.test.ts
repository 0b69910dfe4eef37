import { withAppTestDatabase } from "@/lib/testing/test-database";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { platform } from "./fake-instant-gateway";
import { resetInstantRules, rule, instantRulesHelpers } from "./instant-rules-fixtures";
import { freshId } from "./test-deliveries";

// The automatic answer end to end (instant-rules.test.ts) at its edges: a webhook past its deadline, a
// refused answer, the BIC looked up, a delivery repeated.

vi.mock("@/lib/providers/gateway/client", () => import("./fake-instant-gateway"));

const { inForce, arrive, ruleAudits } = instantRulesHelpers(withAppTestDatabase());

describe("rules answering pending Instant payments", () => {
  beforeEach(resetInstantRules);

  it("never answers a webhook that arrives after its deadline: shown expired, the verdict recorded", async () => {
    await inForce([rule("Everything")]);
    const trx = freshId();
    const row = await arrive(trx, { sentAt: new Date(Math.floor(Date.now() / 1000) * 1000 - 6_000) });
    expect(platform.responses).toEqual([]);
    expect(row).toMatchObject({
      ruleOutcome: "ACCEPT",
      ruleName: "Everything",
      answerState: null,
      decisionSource: null,
    });
    expect((await ruleAudits(trx))[0]).toMatchObject({
      outcome: "failure",
      detail: expect.objectContaining({ reason: "not_answerable", platformCalled: false }),
    });
  });

  it("a refused rule answer leaves the payment for people", async () => {
    await inForce([rule("Everything")]);
    const { ProviderError } = await import("@/lib/errors/provider-error");
    platform.respond = async () => {
      throw new ProviderError({
        api: "gateway",
        kind: "http",
        status: 400,
        code: "CONFIRMATION_WINDOW_EXPIRED",
        method: "POST",
        path: "/v1/x",
        requestId: "r",
      });
    };
    const row = await arrive(freshId());
    expect(row).toMatchObject({
      answerState: "refused",
      answerCode: "CONFIRMATION_WINDOW_EXPIRED",
      answerMessage: expect.stringMatching(/window closed/),
    });
  });

  it("looks the debtor's BIC up only when a BIC rule is reached, and decides by it", async () => {
    await inForce([
      rule("Small accepted", { conditions: { amountMax: 1_000 } }),
      rule("Deny BNP", {
        conditions: { debtorBics: ["BNPAFRPP"] },
        outcome: { action: "REJECT", reasonCode: "RC01" },
      }),
    ]);
    const small = freshId();
    expect(await arrive(small, { body: { amount: 500 } })).toMatchObject({
      ruleName: "Small accepted",
      answerState: "sent",
    });
    expect(platform.lookups).toEqual([]);

    const bnp = freshId();
    expect(await arrive(bnp)).toMatchObject({
      ruleName: "Deny BNP",
      decision: "REJECT",
      reasonCode: "RC01",
      answerState: "sent",
    });
    expect(platform.lookups).toEqual([bnp]);

    platform.bic = null; // the payment's record has no BIC: the BIC condition does not hold
    const unknown = freshId();
    expect(await arrive(unknown)).toMatchObject({ ruleId: null, ruleOutcome: "LEAVE", answerState: null });
    expect(platform.responses.map((r) => r.id)).toEqual([small, bnp]);
  });

  it("answers a payment once however often its webhook is delivered", async () => {
    await inForce([rule("Everything")]);
    const trx = freshId();
    await arrive(trx);
    // A second delivery with another body (the platform re-sent it with a later updated_at).
    await arrive(trx, { body: { updated_at: new Date(Date.now() + 1).toISOString() } });
    expect(platform.responses).toHaveLength(1);
  });
});
