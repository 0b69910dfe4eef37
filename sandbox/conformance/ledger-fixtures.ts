import { randomUUID } from "node:crypto";
import { useSandbox } from "../testing/harness";

// The ledger conformance files' shared scene: a sandbox whose writes apply SANDBOX_LEDGER_APPLY_MS later on
// the sandbox clock (the tests advance the clock instead of waiting), and helpers for its requests. Call it
// at the top of a test file: the harness registers that file's hooks.

export type TBalance = { currency: string; availableBalance?: number; holdingBalance?: number };
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function ledgerScene() {
  const APPLY_MS = 1000;
  const sandbox = useSandbox({ SANDBOX_LEDGER_APPLY_MS: String(APPLY_MS) });

  const account = (body: { status?: string; balances?: TBalance[]; partyId?: string } = {}) =>
    sandbox.control("POST", "/ledger/accounts", {
      balances: [{ currency: "EUR", availableBalance: 10_000 }],
      ...body,
    });
  const getAccount = (id: string) => sandbox.call("GET", `/ledger/v1/accounts/${id}`, { auth: "ledger" });
  const balances = async (id: string) => (await getAccount(id)).body.balances as TBalance[];
  const execute = (body: unknown, key: string | null = randomUUID(), auth: "ledger" | "gateway" = "ledger") =>
    sandbox.call("POST", "/ledger/v1/transactions", {
      auth,
      body,
      headers: key === null ? {} : { "idempotency-key": key },
    });
  const close = (
    id: string,
    key: string | null = randomUUID(),
    init: { headers?: Record<string, string>; rawBody?: string } = {},
  ) =>
    sandbox.call("POST", `/ledger/v1/accounts/${id}:close`, {
      auth: "ledger",
      ...init,
      headers: { ...(key === null ? {} : { "idempotency-key": key }), ...init.headers },
    });
  const applyQueued = () => sandbox.control("POST", "/clock/advance", { ms: APPLY_MS });
  const followed = (correlationId: string) => sandbox.control("GET", `/ledger/requests/${correlationId}`);
  const posting = (source: string, destination: string, amount = 2_500, currency = "EUR") => ({
    source,
    destination,
    amount,
    currency,
    details: "Invoice 42",
    type: "CREDIT_TRANSFER",
  });
  const transfer = (...postings: ReturnType<typeof posting>[]) => ({
    referenceId: "E2E-0001",
    referenceSource: "CLIENT",
    postings,
  });
  return {
    APPLY_MS,
    sandbox,
    account,
    getAccount,
    balances,
    execute,
    close,
    applyQueued,
    followed,
    posting,
    transfer,
  };
}
