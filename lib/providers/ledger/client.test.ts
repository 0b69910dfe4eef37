import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProviderError } from "@/lib/errors/provider-error";
import { createPlatformClient } from "@/lib/http/platform-client";
import { secret } from "@/lib/providers/auth/secret";
import { createTokenSource } from "@/lib/providers/auth/token-source";
import { buildSandbox, type TSandbox } from "@/sandbox/app";
import { SANDBOX_CLIENTS } from "@/sandbox/defaults";
import { sandboxConfigFrom } from "@/sandbox/settings";
import { ledgerApi } from "./client";
import type { TTransactionBody } from "@/lib/domain/ledger/transactions";

// The ledger client against the sandbox over real HTTP: the wire schemas parse what it serves, writes are
// queued (202) and applied later (the sandbox clock is advanced here), the Idempotency-Key replays, and the
// ledger's problem bodies surface as ProviderError with status and violations.

describe("ledger client", () => {
  let sandbox: TSandbox;
  let api: ReturnType<typeof ledgerApi>;
  const dataDir = mkdtempSync(join(tmpdir(), "ledger-client-test-"));

  const control = async (method: "GET" | "POST", url: string, payload?: object) => {
    const res = await sandbox.app.inject({ method, url: `/control${url}`, payload });
    if (res.statusCode >= 300) throw new Error(`control ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const newAccount = (body: object = {}) => control("POST", "/ledger/accounts", body);
  const applyQueued = () => control("POST", "/clock/advance", { ms: 1_000 });
  const failure = async (p: Promise<unknown>) => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ProviderError);
    return err as ProviderError;
  };

  beforeAll(async () => {
    sandbox = await buildSandbox(sandboxConfigFrom({ SANDBOX_PORT: "0", SANDBOX_DATA_DIR: dataDir }));
    const origin = await sandbox.app.listen({ host: "127.0.0.1", port: 0 });
    const tokens = createTokenSource({
      authUrl: `${origin}/auth`,
      tenantId: sandbox.ctx.config.tenantId,
      clientId: SANDBOX_CLIENTS.ledger.id,
      clientSecret: secret(SANDBOX_CLIENTS.ledger.secret),
    });
    api = ledgerApi(createPlatformClient({ api: "ledger", baseUrl: `${origin}/ledger`, tokens }));
  });
  afterAll(async () => {
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe("accounts", () => {
    it("reads an account with every balance line, in either case of its id", async () => {
      const created = await newAccount({
        balances: [
          { currency: "EUR", availableBalance: 123_456, holdingBalance: 500 },
          { currency: "JPY", availableBalance: 98_765 },
          { currency: "BHD", availableBalance: 1_234_567, holdingBalance: 1 },
        ],
      });
      const a = await api.getAccount(created.accountId.toUpperCase());
      expect(a).toMatchObject({
        accountId: created.accountId,
        iban: created.iban,
        partyId: created.partyId,
        status: "OPENED",
        currentLedgerAccount: `CUSTOMER:${created.partyId}:${created.accountId}:CURRENT`,
        holdingLedgerAccount: `CUSTOMER:${created.partyId}:${created.accountId}:HOLDING`,
      });
      expect(a.balances).toEqual([
        { currency: "EUR", available: 123_456, holding: 500 },
        { currency: "JPY", available: 98_765, holding: 0 },
        { currency: "BHD", available: 1_234_567, holding: 1 },
      ]);
      expect(Date.parse(a.createdAt!)).not.toBeNaN();
    });

    it("answers 404 for an unknown account and a 400 violation on accountId for a malformed one", async () => {
      const missing = await failure(api.getAccount(randomUUID()));
      expect(missing.status).toBe(404);
      expect(missing.problem?.title).toBe("Not Found");
      const malformed = await failure(api.getAccount("not-a-uuid"));
      expect(malformed.status).toBe(400);
      expect(malformed.fieldErrors).toEqual([expect.objectContaining({ field: "accountId", in: "path" })]);
    });

    it("closes an account: 202 with a correlation id, CLOSED once applied, balances kept", async () => {
      const created = await newAccount({ balances: [{ currency: "EUR", availableBalance: 700 }] });
      const key = randomUUID();
      const accepted = await api.closeAccount(created.accountId, key);
      expect(accepted.correlationId).toMatch(/^[0-9a-f-]{36}$/);
      expect((await api.getAccount(created.accountId)).status).toBe("OPENED"); // queued, not applied
      await applyQueued();
      const closed = await api.getAccount(created.accountId);
      expect(closed.status).toBe("CLOSED");
      expect(closed.statusUpdatedAt).not.toBe(created.statusUpdatedAt);
      expect(closed.balances).toEqual([{ currency: "EUR", available: 700, holding: 0 }]);

      // The same key and account replays the first 202, even now that the account is CLOSED.
      expect(await api.closeAccount(created.accountId, key)).toEqual(accepted);
      // A new intent on a CLOSED account: 400 "already CLOSED" on the path id.
      const again = await failure(api.closeAccount(created.accountId, randomUUID()));
      expect(again.status).toBe(400);
      expect(again.fieldErrors).toEqual([
        expect.objectContaining({ field: "accountId", in: "path", message: "account is already CLOSED" }),
      ]);
    });

    it("refuses the same key for another account with 422, and closes a BLOCKED account", async () => {
      const a = await newAccount();
      const b = await newAccount({ status: "BLOCKED" });
      const key = randomUUID();
      await api.closeAccount(a.accountId, key);
      const reused = await failure(api.closeAccount(b.accountId, key));
      expect(reused.status).toBe(422);
      await api.closeAccount(b.accountId, randomUUID());
      await applyQueued();
      expect((await api.getAccount(b.accountId)).status).toBe("CLOSED");
    });

    it("answers 404 to a close of an unknown account", async () => {
      expect((await failure(api.closeAccount(randomUUID(), randomUUID()))).status).toBe(404);
    });
  });

  describe("transactions", () => {
    it("posts a transaction, which is readable once applied, currencies as EUR/2 and JPY/0", async () => {
      const from = await newAccount({
        balances: [
          { currency: "EUR", availableBalance: 10_000 },
          { currency: "JPY", availableBalance: 5_000 },
        ],
      });
      const to = await newAccount();
      const body: TTransactionBody = {
        referenceId: `ref-${randomUUID()}`,
        referenceSource: "CLIENT",
        postings: [
          {
            source: from.currentLedgerAccount,
            destination: to.currentLedgerAccount,
            amount: 2_550,
            currency: "EUR",
            type: "CREDIT_TRANSFER",
            details: "rent",
          },
          {
            source: from.currentLedgerAccount,
            destination: "INTERNAL:fees:jpy",
            amount: 300,
            currency: "JPY",
            type: "CREDIT_TRANSFER",
            details: "",
          },
        ],
      };
      const key = randomUUID();
      const accepted = await api.postTransaction(body, key);
      expect(await api.postTransaction(body, key)).toEqual(accepted); // replayed, queued once
      await applyQueued();
      const request = await control("GET", `/ledger/requests/${accepted.correlationId}`);
      expect(request).toMatchObject({ kind: "transaction", status: "APPLIED" });

      const t = await api.getTransaction(request.targetId);
      expect(t).toMatchObject({
        id: request.targetId,
        referenceId: body.referenceId,
        referenceSource: "CLIENT",
      });
      expect(t.postings.map((p) => [p.source, p.destination, p.amount, p.currency, p.type])).toEqual([
        [from.currentLedgerAccount, to.currentLedgerAccount, 2_550, "EUR/2", "CREDIT_TRANSFER"],
        [from.currentLedgerAccount, "INTERNAL:fees:jpy", 300, "JPY/0", "CREDIT_TRANSFER"],
      ]);
      expect((await api.getAccount(from.accountId)).balances).toEqual([
        { currency: "EUR", available: 7_450, holding: 0 },
        { currency: "JPY", available: 4_700, holding: 0 },
      ]);
    });

    it("refuses a posting with violations on the fields it names, and reads unknown transactions as 404", async () => {
      const from = await newAccount();
      const err = await failure(
        api.postTransaction(
          {
            referenceId: "ref-bad",
            referenceSource: "CLIENT",
            postings: [
              {
                source: from.currentLedgerAccount,
                destination: from.currentLedgerAccount,
                amount: 0,
                currency: "EUR",
                type: "CREDIT_TRANSFER",
                details: "",
              },
            ],
          },
          randomUUID(),
        ),
      );
      expect(err.status).toBe(400);
      expect(err.fieldErrors.map((f) => f.field)).toContain("postings.0.amount");
      expect((await failure(api.getTransaction(randomUUID()))).status).toBe(404);
      const malformed = await failure(api.getTransaction("nope"));
      expect(malformed.fieldErrors).toEqual([expect.objectContaining({ field: "id", in: "path" })]);
    });
  });
});
