import { useSandbox } from "../testing/harness";

// The restriction*.test.ts files' shared scene: a sandbox and helpers for its restriction-order requests.

export type TOrder = { header: { doc_id: string }; data: { status: string } };
export type TList = { body: { orders: TOrder[] } };

export const ORDERS = "/restriction/api/v1/orders";

/** Call at the top of a test file: the harness registers that file's hooks. */
export function restrictionScene() {
  const sandbox = useSandbox();
  const list = (query = "") => sandbox.call("GET", `${ORDERS}${query}`, { auth: "restriction" });
  const confirm = (docId: string) =>
    sandbox.call("POST", `${ORDERS}/${encodeURIComponent(docId)}:confirm`, { auth: "restriction" });
  const reject = (docId: string, body: unknown) =>
    sandbox.call("POST", `${ORDERS}/${encodeURIComponent(docId)}:reject`, { auth: "restriction", body });
  const order = (fields: Record<string, unknown> = {}) =>
    sandbox.control("POST", "/restriction/orders", fields);
  const statusOf = async (docId: string) =>
    (await list("?size=100")).body.orders.find((o: TOrder) => o.header.doc_id === docId)?.data.status;

  async function orders(count: number) {
    const made = [];
    for (let i = 0; i < count; i++) {
      made.push(
        await order({ date: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(), amount: 1000 * (count - i) }),
      );
    }
    return made;
  }
  return { sandbox, list, confirm, reject, order, statusOf, orders };
}
