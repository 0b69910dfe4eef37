import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ProviderError, type TFieldError } from "@/lib/errors/provider-error";
import type { TLedgerAcceptance } from "@/lib/domain/ledger/acceptance";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import type { TActor } from "../actor";
import { canonicalJson, sendLedgerWrite, type TLedgerWrite } from "./send-ledger-write";

// The intent record of ledger writes against a real PostgreSQL (the claim is one SQL statement) with a
// fake ledger that counts its calls: what reaches the ledger, what is answered without it, and the audit.

const test = withAppTestDatabase();
const actor = (id = randomUUID(), email = "ops@example.com"): TActor => ({
  user: { id, email },
  requestId: "req-ledger-test",
  ip: "127.0.0.1",
});

type TAnswer = () => Promise<TLedgerAcceptance>;
function fakeLedger(answers: TAnswer[] = []) {
  const calls: { key: string; requestId: string | undefined }[] = [];
  const send = async (key: string, requestId: string | undefined) => {
    calls.push({ key, requestId });
    const next = answers.shift();
    return next ? next() : { correlationId: `corr-${calls.length}` };
  };
  return { send, calls };
}
const providerError = (
  status: number | null,
  kind: ProviderError["kind"] = "http",
  fieldErrors: TFieldError[] = [],
) =>
  new ProviderError({
    api: "ledger",
    kind,
    status,
    method: "POST",
    path: "/v1/x",
    requestId: "r",
    fieldErrors,
  });
const fail =
  (e: ProviderError): TAnswer =>
  () =>
    Promise.reject(e);

const close = (intentKey: string, accountId: string, send: TLedgerWrite["send"]): TLedgerWrite => ({
  kind: "close",
  intentKey,
  target: accountId,
  request: { accountId },
  action: "ledger.close_account",
  send,
});
const auditOf = (intentKey: string) =>
  test.db.auditEvent
    .findMany({
      where: { action: "ledger.close_account", outcome: { not: "attempted" } },
      orderBy: { id: "asc" },
    })
    .then((rows) => rows.filter((r) => (r.detail as { intentKey?: string } | null)?.intentKey === intentKey));
const rowOf = (intentKey: string) => test.db.ledgerWrite.findUniqueOrThrow({ where: { intentKey } });

describe("sendLedgerWrite", () => {
  it("sends once; a replay of the accepted intent is answered from the record without a call", async () => {
    const key = randomUUID();
    const account = randomUUID();
    const who = actor();
    const ledger = fakeLedger();
    const first = await sendLedgerWrite(close(key, account, ledger.send), who);
    expect(first).toEqual({ state: "accepted", correlationId: "corr-1", replay: false });
    expect(ledger.calls).toEqual([{ key, requestId: "req-ledger-test" }]); // the intent key IS the Idempotency-Key

    const again = await sendLedgerWrite(close(key, account, ledger.send), who);
    expect(again).toEqual({ state: "accepted", correlationId: "corr-1", replay: true });
    expect(ledger.calls).toHaveLength(1);

    expect(await rowOf(key)).toMatchObject({
      state: "accepted",
      correlationId: "corr-1",
      attempts: 1,
      target: account,
    });
    const audit = await auditOf(key);
    expect(audit.map((a) => [a.outcome, a.target, a.providerStatus, a.actorEmail])).toEqual([
      ["success", `ledger-account:${account}`, 202, "ops@example.com"],
      ["success", `ledger-account:${account}`, 202, "ops@example.com"],
    ]);
    expect(audit.map((a) => a.detail)).toEqual([
      expect.objectContaining({ platformCalled: true, replay: false, correlationId: "corr-1" }),
      expect.objectContaining({ platformCalled: false, replay: true, correlationId: "corr-1" }),
    ]);
  });

  it("refuses the same key with another request without calling the ledger", async () => {
    const key = randomUUID();
    const who = actor();
    const ledger = fakeLedger();
    await sendLedgerWrite(close(key, randomUUID(), ledger.send), who);
    const other = await sendLedgerWrite(close(key, randomUUID(), ledger.send), who);
    expect(other.state).toBe("other_request");
    expect(ledger.calls).toHaveLength(1);
    const audit = await auditOf(key);
    expect(audit.at(-1)).toMatchObject({ outcome: "failure", providerStatus: null });
    expect(audit.at(-1)!.detail).toMatchObject({ state: "other_request", platformCalled: false });
  });

  it("refuses a key another user claimed, without a call", async () => {
    const key = randomUUID();
    const account = randomUUID();
    const ledger = fakeLedger([fail(providerError(503))]);
    expect((await sendLedgerWrite(close(key, account, ledger.send), actor())).state).toBe("unknown");
    const stranger = await sendLedgerWrite(
      close(key, account, ledger.send),
      actor(randomUUID(), "x@example.com"),
    );
    expect(stranger.state).toBe("other_request");
    expect(ledger.calls).toHaveLength(1);
  });

  it("after a refusal the key is not used up: an edited request goes out with it", async () => {
    const key = randomUUID();
    const who = actor();
    const violation = { field: "accountId", in: "path", message: "account is already CLOSED" };
    const ledger = fakeLedger([fail(providerError(400, "http", [violation]))]);
    const refused = await sendLedgerWrite(close(key, randomUUID(), ledger.send), who);
    expect(refused).toMatchObject({ state: "refused", providerStatus: 400, fieldErrors: [violation] });
    expect(await rowOf(key)).toMatchObject({ state: "refused", providerStatus: 400 });

    const edited = randomUUID();
    const accepted = await sendLedgerWrite(close(key, edited, ledger.send), who);
    expect(accepted).toEqual({ state: "accepted", correlationId: "corr-2", replay: false });
    expect(ledger.calls.map((c) => c.key)).toEqual([key, key]);
    expect(await rowOf(key)).toMatchObject({
      state: "accepted",
      target: edited,
      attempts: 2,
      providerStatus: 202,
    });
    const audit = await auditOf(key);
    expect(audit.map((a) => [a.outcome, a.providerStatus])).toEqual([
      ["failure", 400],
      ["success", 202],
    ]);
    expect(audit[0]!.detail).toMatchObject({
      fieldErrors: [{ field: "accountId", message: violation.message }],
    });
  });

  it("records a timeout as unknown, then the retry with the same key is sent and accepted", async () => {
    const key = randomUUID();
    const account = randomUUID();
    const who = actor();
    const ledger = fakeLedger([fail(providerError(null, "timeout"))]);
    const lost = await sendLedgerWrite(close(key, account, ledger.send), who);
    expect(lost.state).toBe("unknown");
    expect(await rowOf(key)).toMatchObject({ state: "unknown", correlationId: null });

    const retry = await sendLedgerWrite(close(key, account, ledger.send), who);
    expect(retry).toEqual({ state: "accepted", correlationId: "corr-2", replay: false });
    expect(ledger.calls.map((c) => c.key)).toEqual([key, key]);
    expect(await rowOf(key)).toMatchObject({ state: "accepted", attempts: 2 });
    expect((await auditOf(key)).map((a) => a.outcome)).toEqual(["failure", "success"]);
  });

  it("a 5xx is unknown too, and the ledger's 422 (key held for another request) is refused as other_request", async () => {
    const key = randomUUID();
    const who = actor();
    const ledger = fakeLedger([fail(providerError(500)), fail(providerError(422))]);
    const account = randomUUID();
    expect((await sendLedgerWrite(close(key, account, ledger.send), who)).state).toBe("unknown");
    expect((await sendLedgerWrite(close(key, account, ledger.send), who)).state).toBe("other_request");
    expect(await rowOf(key)).toMatchObject({ state: "refused", providerStatus: 422 });
  });

  it("hashes requests by content, not key order", () => {
    expect(canonicalJson({ b: 1, a: [{ y: 2, x: undefined, w: "s" }] })).toBe(
      '{"a":[{"w":"s","y":2}],"b":1}',
    );
  });
});
