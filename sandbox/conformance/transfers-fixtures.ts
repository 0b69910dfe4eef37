import { useSandbox } from "../testing/harness";

// The transfers-*.test.ts files' shared scene: the tenant's settlement accounts, a sandbox whose payment
// step is a minute, and helpers for its transfer requests.

export type TTransfer = { id: number; requestId: string; status: string; creditorAccount: string };
export type TEvent = { kind: string; transfer: TTransfer };
export type TFieldError = { field_name: string };

export const STEP = 60_000;
export const PATH = "/gateway/v1/nostro-accounts/transfers";
export const SCT = "LT223999010000000101";
export const INST = "LT113999010000000202";
export const OTHER_BIC = "LT163999110000000301";

/** Call at the top of a test file: the harness registers that file's hooks. */
export function transfersScene() {
  const sandbox = useSandbox({ SANDBOX_PAYMENT_STEP_MS: String(STEP) });
  const list = (query = "") => sandbox.call("GET", `${PATH}${query}`, { auth: "gateway" });
  const post = (body: unknown) => sandbox.call("POST", PATH, { auth: "gateway", body });
  const stage = (fields: Record<string, unknown> = {}) => sandbox.control("POST", "/transfers", fields);
  const count = async () => (await sandbox.control("GET", "/transfers/events")).events.length;
  const total = async () => (await list()).body.meta.amount;
  const advance = (ms: number) => sandbox.control("POST", "/clock/advance", { ms });
  return { sandbox, list, post, stage, count, total, advance };
}
