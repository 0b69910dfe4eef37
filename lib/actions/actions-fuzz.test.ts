import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import type { TActionResult } from "@/lib/domain/shared/action-result";
import { useFuzzStack } from "@/lib/testing/fuzz-stack";
import { edgeSweep, fuzzOptions, hostileValue, nearValid } from "@/lib/testing/fuzz-values";
import { INST, SCT } from "@/lib/testing/sandbox-transfers";

// Property-based fuzzing of every server action's input: whatever arrives, the action answers an error in
// words and never throws or fails as `internal` (Next would answer a throw with a 500); `invalid_input`
// names its fields (README.md, Security: bad input). The real actions run against a real database and the
// sandbox platform. FUZZ_SEED=<n> replays a run; FUZZ_RUNS=<n> runs longer.

vi.mock("@/lib/env", async (orig) => (await import("@/lib/testing/fuzz-mocks")).envModule(orig));
vi.mock("@/lib/auth/current-user", async (orig) =>
  (await import("@/lib/testing/fuzz-mocks")).currentUserModule(orig),
);
vi.mock("@/lib/auth/session-renewal", async (orig) =>
  (await import("@/lib/testing/fuzz-mocks")).sessionRenewalModule(orig),
);
// Outside a Next request there is no cache to revalidate.
vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

type TAction = (input: unknown) => Promise<TActionResult<unknown>>;

const ID = "3f0c1a4e-2b7d-4c1e-9a55-0d6b1f2e3a4b";
const RULE = {
  id: ID,
  name: "Small",
  enabled: true,
  conditions: { amountMax: 100 },
  outcome: { action: "ACCEPT" },
};
const POSTING = {
  source: "INTERNAL:cash:eur",
  destination: "INTERNAL:fees:eur",
  amount: "1,50",
  currency: "EUR",
  type: "CREDIT_TRANSFER",
  details: "",
};

// Every export of lib/actions/*.ts with valid inputs to start from. A new action without one fails below.
const ACTIONS: Record<string, unknown[]> = {
  "approval-policy.ts#savePolicyAction": [
    {
      baseVersion: null,
      rules: [{ id: ID, name: "Large", when: { amountFrom: 100_000 }, approvals: 2, roles: [] }],
      otherwise: { approvals: 1, roles: [] },
      comment: "c",
    },
  ],
  "approval-policy.ts#addOrderingAccountAction": [
    { name: "Treasury", iban: "LT12 1000 0111 0100 1000", bic: "" },
    { name: "Treasury", iban: "DE89370400440532013000", bic: "COBADEFFXXX" },
  ],
  "approval-policy.ts#setOrderingAccountActiveAction": [{ id: ID, active: false }],
  "approvals.ts#approvePaymentsAction": [{ items: [{ trxId: 1, intentId: ID }] }],
  "cancellations.ts#respondToCancellationAction": [
    {
      cancellationId: "1042",
      intentId: ID,
      form: { decision: "REJECTED", reason: "CUST", information: "x", fee: "1,00", locale: "de-DE" },
    },
  ],
  "cancellations.ts#lookUpCancellationAction": [{ id: "1042" }],
  "column-prefs.ts#saveHiddenColumnsAction": [
    { table: "approvals", hidden: ["currency", "method"] },
    { table: "users", hidden: [] },
  ],
  "confirmation-rules.ts#saveRuleSetAction": [{ baseVersion: null, rules: [RULE], comment: "c" }],
  "deadlines.ts#saveSlaAction": [
    { queue: "approvals", minutes: 120 },
    { queue: "cancellations", minutes: 43_200 },
  ],
  "drafts.ts#createDraftAction": [
    {
      scheme: "SEPA",
      debtorIban: "LT121000011101001000",
      creditorName: "ACME Supplies GmbH",
      creditorIban: "DE89370400440532013000",
      amount: "12.34",
      remittanceInformation: "Invoice 1",
    },
    {
      scheme: "INST",
      debtorIban: "LT121000011101001000",
      creditorName: "ACME Supplies GmbH",
      creditorIban: "DE89370400440532013000",
      amount: "12.34",
      acknowledgeDuplicates: true,
    },
  ],
  "drafts.ts#checkNewPaymentDuplicatesAction": [
    {
      scheme: "INST",
      debtorIban: "LT121000011101001000",
      creditorName: "A",
      creditorIban: "DE89370400440532013000",
      amount: "1.00",
    },
  ],
  "drafts.ts#approveDraftAction": [{ draftId: ID }, { draftId: ID, acknowledgeDuplicates: true }],
  "drafts.ts#rejectDraftAction": [{ draftId: ID, reason: "Wrong supplier" }],
  "drafts.ts#withdrawDraftAction": [{ draftId: ID }],
  "events.ts#reapplyDeliveryAction": [{ id: "1" }],
  "events.ts#reapplyUnprocessableAction": [{ limit: 5 }],
  "instant.ts#decideConfirmationAction": [
    { trxId: "1", decision: "ACCEPT" },
    { trxId: "1", decision: "REJECT", reasonCode: "AC01" },
  ],
  "ledger-accounts.ts#closeLedgerAccountAction": [{ accountId: ID, intentKey: ID }],
  "ledger-transactions.ts#postLedgerTransactionAction": [
    { intentKey: ID, locale: "de-DE", referenceId: "R-1", referenceSource: "CLIENT", postings: [POSTING] },
  ],
  "liquidity.ts#createTransferAction": [
    {
      requestId: "W-1",
      debtorAccount: SCT,
      creditorAccount: INST,
      amount: "1.00",
      locale: "en-US",
      purpose: "p",
    },
  ],
  "liquidity.ts#settleTransferAction": [
    { requestId: "W-1", choice: "look_again" },
    { requestId: "W-1", choice: "mine", transferId: 7 },
    { requestId: "W-1", choice: "resend", sends: 1, dismissed: [7] },
  ],
  "restriction-orders.ts#decideRestrictionOrderAction": [
    { docId: "DOC-1", intentId: ID, decision: "CONFIRM" },
    { docId: "DOC-1", intentId: ID, decision: "REJECT", reason: "NO_FUNDS" },
  ],
  "saved-views.ts#saveViewAction": [
    { page: "payments", name: "Mine", query: "status=2&from=2030-05-01T00:00:00Z" },
  ],
  "saved-views.ts#deleteViewAction": [{ page: "payments", id: ID }],
  "users.ts#unlockUserAction": [{ userId: ID }],
  "users.ts#setUserDisabledAction": [{ userId: ID, disabled: true }],
  "users.ts#createUserAction": [
    {
      email: "new@countersign.test",
      name: "New",
      roles: ["manager"],
      password: "long enough pw",
      passwordConfirm: "long enough pw",
    },
  ],
  "users.ts#setUserRolesAction": [{ userId: ID, roles: ["manager"] }],
  "users.ts#endUserSessionsAction": [{ userId: ID }],
  "account.ts#signOutEverywhereAction": [{}],
  "own-sessions.ts#endOwnSessionAction": [{ sessionId: ID }],
  "notifications.ts#saveNotificationSettingsAction": [
    {
      choices: [
        { kind: "approval_waiting", channel: "in_app", mode: "off" },
        { kind: "holding_breached", channel: "email", mode: "digest" },
      ],
      webhookUrl: "https://hooks.slack.com/services/T0/B0/x",
    },
    { choices: [], webhookUrl: "" },
  ],
  "notifications.ts#markNotificationReadAction": [{ id: "1" }],
  "notifications.ts#markAllNotificationsReadAction": [{ upTo: "1" }],
  "mfa.ts#confirmEnrolmentAction": [{ code: "123456" }],
  "mfa.ts#finishEnrolmentAction": [{}],
  "mfa.ts#regenerateRecoveryCodesAction": [{ password: "long enough pw" }, { code: "123456" }],
  "mfa.ts#resetUserMfaAction": [{ userId: ID }],
  "mfa.ts#saveMfaPolicyAction": [{ policy: "money" }],
  "step-up.ts#confirmIdentityAction": [{ password: "not it" }, { code: "123456" }],
  "step-up.ts#stepUpStatusAction": [{}],
  "step-up.ts#renewStepUpAction": [{}],
};

const files = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], { eager: true });
const exported = Object.entries(files).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter(([, v]) => typeof v === "function")
    .map(([name, fn]) => [`${file.slice(2)}#${name}`, fn as TAction] as const),
);

describe("every server action's input, fuzzed", () => {
  useFuzzStack();

  it("lists every action (a new action needs valid examples in ACTIONS)", () => {
    expect(exported.map(([key]) => key).sort()).toEqual(Object.keys(ACTIONS).sort());
  });

  for (const [key, action] of exported) {
    it(`${key}: an error in words, never a throw or an internal failure`, async () => {
      const options = fuzzOptions(40);
      const input = fc.oneof(
        { weight: 4, arbitrary: nearValid(ACTIONS[key] ?? [{}]) },
        { weight: 1, arbitrary: hostileValue },
      );
      const check = async (value: unknown) => {
        const result = await action(value);
        const what = `${JSON.stringify(result).slice(0, 300)} for ${fc.stringify(value).slice(0, 300)}`;
        expect(result.error?.code, what).not.toBe("internal");
        if (result.error?.code === "invalid_input") {
          expect(Object.values(result.error.fieldErrors ?? {}).filter(Boolean).length, what).toBeGreaterThan(
            0,
          );
        }
      };
      // First every critical value in every field of the examples, then random inputs.
      for (const value of edgeSweep(ACTIONS[key] ?? [])) await check(value);
      await fc.assert(fc.asyncProperty(input, check), options);
    }, 60_000);
  }
});
