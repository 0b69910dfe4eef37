import type { THarness } from "../testing/harness";

// Shared steps of the payments conformance files: scenes through the control API, reads through the
// gateway (the v2 search by transaction id), and the sandbox clock.

export const STEP_MS = 2000;

/** The v2 item as the control API answers it (only what the tests read is typed). */
export type TV2ItemLike = { transaction_id: number; status: string; status_hardvalue: string } & Record<
  string,
  unknown
>;

export async function scene(sandbox: THarness, body: Record<string, unknown>): Promise<TV2ItemLike> {
  return sandbox.control("POST", "/payments", body);
}

export async function statusOf(sandbox: THarness, id: number): Promise<string> {
  const res = await sandbox.call("GET", `/gateway/v2/transaction/search?transaction_id=${id}`, {
    auth: "gateway",
  });
  return res.body.result[0].status_hardvalue;
}

export async function advance(sandbox: THarness, ms: number) {
  await sandbox.control("POST", "/clock/advance", { ms });
}

export async function countPayments(sandbox: THarness): Promise<number> {
  let count = 0;
  let token: string | null = null;
  do {
    const query: string = token ? `&next_page_token=${token}` : "";
    const res = await sandbox.call("GET", `/gateway/v2/transaction/search?limit=100${query}`, {
      auth: "gateway",
    });
    count += res.body.result.length;
    token = res.body.meta.next_page_token;
  } while (token);
  return count;
}

/** A valid SEPA body for the two create endpoints. */
export const sepaBody = (overrides: Record<string, unknown> = {}) => ({
  amount: 12_345,
  currency: "EUR",
  debtorIban: "LT93 3990 0000 0000 0001",
  debtorName: "Baltic Timber UAB",
  creditorIban: "DE89370400440532013000",
  creditorName: "Nordlicht Logistik GmbH",
  remittanceInformation: "Invoice 2026-001",
  ...overrides,
});
