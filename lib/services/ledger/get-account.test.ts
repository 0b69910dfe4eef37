import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { ProviderError, type TProblem } from "@/lib/errors/provider-error";
import { withPlatform } from "../platform/registry";
import { ACCOUNT_NOT_FOUND, getLedgerAccount } from "./get-account";

// The account read with a fake ledger: each ledger failure becomes the sentence the page shows (the e2e suite never injects 5xx into the shared sandbox).

const ID = "3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
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
const read = (getAccount: () => Promise<never>) =>
  withPlatform({ ledger: { getAccount } }, () => getLedgerAccount(ID));
const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe("getLedgerAccount", () => {
  it("says there is no such account on 404", async () => {
    const err = await errorOf(read(failing(404, { problem: { title: "Not Found" } })));
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: "not_found", message: ACCOUNT_NOT_FOUND });
  });

  it("shows the problem's detail on a 500", async () => {
    const err = await errorOf(
      read(failing(500, { problem: { title: "Internal Server Error", detail: "ledger db down" } })),
    );
    expect(err).toMatchObject({
      code: "platform_error",
      message: "The ledger failed to read this account: ledger db down",
    });
  });

  it("names the violation of a 400", async () => {
    const err = await errorOf(
      read(failing(400, { fieldErrors: [{ field: "accountId", message: "must be a UUID" }] })),
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
    expect(await errorOf(read(() => Promise.reject(timeout)))).toBe(timeout);
  });
});
