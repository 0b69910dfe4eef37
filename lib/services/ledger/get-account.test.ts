import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { ProviderError, type TProblem } from "@/lib/errors/provider-error";
import type { TLedgerAccount } from "@/lib/providers/ledger/schemas";
import { ACCOUNT_NOT_FOUND, getLedgerAccount } from "./get-account";

// The account read with a fake ledger: the wire shape becomes the page's view, and each ledger failure
// becomes the sentence the page shows (the e2e suite never injects 5xx into the shared sandbox).

const ID = "3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const wire: TLedgerAccount = {
  accountId: ID,
  iban: "DE89370400440532013000",
  partyId: "9d1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b",
  status: "BLOCKED",
  createdAt: "2026-11-01T10:00:00.000Z",
  statusUpdatedAt: "2026-11-02T11:00:00.000Z",
  balances: [
    { currency: "JPY", availableBalance: 5, holdingBalance: 0 },
    { currency: "BHD", availableBalance: 1_001, holdingBalance: 2 },
  ],
  currentLedgerAccount: `CUSTOMER:p:${ID}:CURRENT`,
  holdingLedgerAccount: `CUSTOMER:p:${ID}:HOLDING`,
};
const failing =
  (status: number, extra: { problem?: TProblem; fieldErrors?: { field: string; message: string }[] } = {}) =>
  () =>
    Promise.reject(
      new ProviderError({
        api: "ledger",
        kind: "http",
        status,
        method: "GET",
        path: "/v1/accounts/x",
        requestId: "r",
        ...extra,
      }),
    );
const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe("getLedgerAccount", () => {
  it("maps the wire account to the view, balance lines in the ledger's order", async () => {
    expect(await getLedgerAccount(ID, { read: async () => wire })).toEqual({
      accountId: ID,
      iban: wire.iban,
      partyId: wire.partyId,
      status: "BLOCKED",
      createdAt: wire.createdAt,
      statusUpdatedAt: wire.statusUpdatedAt,
      balances: [
        { currency: "JPY", available: 5, holding: 0 },
        { currency: "BHD", available: 1_001, holding: 2 },
      ],
      currentLedgerAccount: wire.currentLedgerAccount,
      holdingLedgerAccount: wire.holdingLedgerAccount,
    });
  });

  it("says there is no such account on 404", async () => {
    const err = await errorOf(
      getLedgerAccount(ID, { read: failing(404, { problem: { title: "Not Found" } }) }),
    );
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: "not_found", message: ACCOUNT_NOT_FOUND });
  });

  it("shows the problem's detail on a 500", async () => {
    const err = await errorOf(
      getLedgerAccount(ID, {
        read: failing(500, { problem: { title: "Internal Server Error", detail: "ledger db down" } }),
      }),
    );
    expect(err).toMatchObject({
      code: "platform_error",
      message: "The ledger failed to read this account: ledger db down",
    });
  });

  it("names the violation of a 400", async () => {
    const err = await errorOf(
      getLedgerAccount(ID, {
        read: failing(400, { fieldErrors: [{ field: "accountId", message: "must be a UUID" }] }),
      }),
    );
    expect(err).toMatchObject({
      code: "invalid_input",
      message: "The ledger did not accept this account id (accountId: must be a UUID).",
    });
  });

  it("leaves a timeout to the generic platform wording", async () => {
    const timeout = new ProviderError({
      api: "ledger",
      kind: "timeout",
      status: null,
      method: "GET",
      path: "/",
      requestId: "r",
    });
    expect(await errorOf(getLedgerAccount(ID, { read: () => Promise.reject(timeout) }))).toBe(timeout);
  });
});
