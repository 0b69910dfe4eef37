import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProviderError } from "@/lib/errors/provider-error";
import { createPlatformClient } from "@/lib/http/platform-client";
import { secret } from "@/lib/providers/auth/secret";
import { createTokenSource } from "@/lib/providers/auth/token-source";
import { buildSandbox, type TSandbox } from "@/sandbox/app";
import { SANDBOX_CLIENTS } from "@/sandbox/defaults";
import { sandboxConfigFrom } from "@/sandbox/settings";
import { restrictionApi } from "./client";

// The client against the sandbox over real HTTP: the wire shapes in ./schemas.ts must parse what it serves,
// and the answers come back in the domain's shape (./mapping.ts).

describe("restriction client", () => {
  let sandbox: TSandbox;
  let api: ReturnType<typeof restrictionApi>;
  let clientOf: () => ReturnType<typeof createPlatformClient>;

  beforeAll(async () => {
    sandbox = await buildSandbox(
      sandboxConfigFrom({ SANDBOX_PORT: "0", SANDBOX_DATA_DIR: "/tmp/restriction-client-test" }),
    );
    const origin = await sandbox.app.listen({ host: "127.0.0.1", port: 0 });
    const tokens = createTokenSource({
      authUrl: `${origin}/auth`,
      tenantId: sandbox.ctx.config.tenantId,
      clientId: SANDBOX_CLIENTS.restriction.id,
      clientSecret: secret(SANDBOX_CLIENTS.restriction.secret),
    });
    clientOf = () => createPlatformClient({ api: "restriction", baseUrl: `${origin}/restriction`, tokens });
    api = restrictionApi(clientOf());
    for (let i = 0; i < 3; i++)
      await sandbox.app.inject({ method: "POST", url: "/control/restriction/orders", payload: {} });
  });
  const stage = async (payload: Record<string, unknown>) =>
    expect(
      (await sandbox.app.inject({ method: "POST", url: "/control/restriction/orders", payload })).statusCode,
    ).toBe(201);
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => expect.fail("the platform accepted it"),
      (err: unknown) => {
        expect(err).toBeInstanceOf(ProviderError);
        return err as ProviderError;
      },
    );
  afterAll(async () => sandbox?.close());

  it("lists unprocessed orders with the page metadata", async () => {
    const page = await api.listOrders({ status: "UNPROCESSED", size: 2 });
    expect(page).toMatchObject({ totalItems: 3, pageSize: 2, pageNumber: 0, isLastPage: false });
    expect(page.orders).toHaveLength(2);
    expect(page.orders[0]!.status).toBe("UNPROCESSED");
  });

  it("sorts by the given field and direction, and pages from 0", async () => {
    await stage({ docId: "CT-SORT-A", amount: 300 });
    await stage({ docId: "CT-SORT-B", amount: 100 });
    await stage({ docId: "CT-SORT-C", amount: 200 });
    const byAmount = await api.listOrders({ sort: { key: "amount", dir: "desc" }, size: 100 });
    const ours = byAmount.orders.filter((o) => o.docId.startsWith("CT-SORT-"));
    expect(ours.map((o) => o.docId)).toEqual(["CT-SORT-A", "CT-SORT-C", "CT-SORT-B"]);
    const second = await api.listOrders({ sort: { key: "doc_id", dir: "asc" }, size: 2, page: 1 });
    expect(second.pageNumber).toBe(1);
    const all = await api.listOrders({ sort: { key: "doc_id", dir: "asc" }, size: 100 });
    expect(second.orders.map((o) => o.docId)).toEqual(all.orders.slice(2, 4).map((o) => o.docId));
  });

  it("reads every field of an order, remittance information included", async () => {
    await stage({ docId: "CT-FIELDS", freeDisposalAmount: 5_000, freeDisposalComment: "Living allowance" });
    const page = await api.listOrders({ sort: { key: "doc_id", dir: "asc" }, size: 100 });
    const order = page.orders.find((o) => o.docId === "CT-FIELDS")!;
    expect(order.freeDisposalAmount).toBe(5_000);
    expect(order.freeDisposalComment).toBe("Living allowance");
    expect(order.remittance?.executeDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order.payer.memberCode).toBeTruthy();
  });

  it("a bad list query is the envelope's VALIDATION_ERROR naming the parameter", async () => {
    const err = await refusal(api.listOrders({ size: 101 }));
    expect(err).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    expect(err.fieldErrors[0]?.field).toBe("size");
  });

  it("confirms an order once; a second decision is 409 ORDER_ALREADY_PROCESSED", async () => {
    // A docId with characters that must be percent-encoded in the path.
    const docId = "CT 1:confirm?#%";
    await stage({ docId });
    const answer = await api.confirmOrder(docId);
    expect(Date.parse(answer.accepted)).not.toBeNaN();
    const page = await api.listOrders({ status: "CONFIRMED", size: 100 });
    expect(page.orders.some((o) => o.docId === docId)).toBe(true);
    const err = await refusal(api.rejectOrder(docId, "NO_FUNDS"));
    expect(err).toMatchObject({ status: 409, code: "ORDER_ALREADY_PROCESSED" });
  });

  it("rejects with a reason; an unknown reason and an unknown order are refused with their codes", async () => {
    await stage({ docId: "CT-REJECT" });
    const bad = await refusal(api.rejectOrder("CT-REJECT", "BECAUSE"));
    expect(bad).toMatchObject({ status: 400, code: "INVALID_REJECTION_REASON" });
    expect(bad.fieldErrors[0]?.field).toBe("reason");
    await api.rejectOrder("CT-REJECT", "NO_PRIMARY_DOC");
    const page = await api.listOrders({ status: "REJECTED", size: 100 });
    expect(page.orders.find((o) => o.docId === "CT-REJECT")?.status).toBe("REJECTED");
    const missing = await refusal(api.confirmOrder("CT-NOBODY"));
    expect(missing).toMatchObject({ status: 404, code: "ORDER_NOT_FOUND" });
  });

  it("sends the reason in the configured field; a platform wanting another one names it in a field error", async () => {
    // The sandbox wants `reason`: sent as `rejectionReason`, it is refused naming `reason`, and nothing changes.
    await stage({ docId: "CT-FIELD" });
    const other = restrictionApi(clientOf(), { reasonField: "rejectionReason" });
    expect(other.reasonField).toBe("rejectionReason");
    const err = await refusal(other.rejectOrder("CT-FIELD", "NO_FUNDS"));
    expect(err).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    expect(err.fieldErrors.map((f) => f.field)).toEqual(["reason"]);
    const page = await api.listOrders({ sort: { key: "doc_id", dir: "asc" }, size: 100 });
    expect(page.orders.find((o) => o.docId === "CT-FIELD")?.status).toBe("UNPROCESSED");
  });
});
