import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { ProviderError } from "@/lib/errors/provider-error";
import type { TTransferQuery } from "@/lib/schemas/liquidity";
import { FEATURE_DISABLED_MESSAGE } from "@/lib/services/liquidity/transfer-wording";
import { liquidityReadHandler } from "./liquidity-route";

const ctx = { requestId: "req-1" };
const get = (query: string) => new NextRequest(`http://localhost/api/liquidity/transfers?${query}`);
const refusal = (status: number, code: string, fieldErrors?: { field: string; message: string }[]) =>
  new ProviderError({
    api: "gateway",
    kind: "http",
    status,
    method: "GET",
    path: "/api/v1/liquidity/transfers",
    requestId: "platform-req",
    code,
    fieldErrors,
  });

describe("liquidity read routes", () => {
  it("hands the parsed filters to the service and answers its result, never cached", async () => {
    const seen: TTransferQuery[] = [];
    const handler = liquidityReadHandler(async (q) => {
      seen.push(q);
      return { rows: [], total: 0 };
    });
    const res = await handler(get("status=REJECTED&limit=10&sort=requestId-asc&debtorAccount=lt22 39"), ctx);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ rows: [], total: 0 });
    expect(seen).toEqual([
      { status: ["REJECTED"], limit: 10, offset: 0, sort: "requestId,ASC", debtorAccount: "LT2239" },
    ]);
  });

  it("refuses bad filters with a 400 naming each one, without calling the service", async () => {
    let called = false;
    const handler = liquidityReadHandler(async () => (called = true));
    const res = await handler(get("status=BOGUS&from=yesterday"), ctx);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: Record<string, unknown> };
    expect(error).toMatchObject({ code: "invalid_input", requestId: "req-1" });
    expect(Object.keys(error.fieldErrors as object).sort()).toEqual(["from", "status"]);
    expect(called).toBe(false);
  });

  it("says FEATURE_DISABLED is a tenant setting, with the platform's code and the request id", async () => {
    const res = await liquidityReadHandler(async () => {
      throw refusal(403, "FEATURE_DISABLED");
    })(get(""), ctx);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      error: {
        code: "platform_error",
        message: FEATURE_DISABLED_MESSAGE,
        providerCode: "FEATURE_DISABLED",
        requestId: "req-1",
      },
    });
  });

  it("a filter the platform refuses is a 400 naming it", async () => {
    const res = await liquidityReadHandler(async () => {
      throw refusal(400, "VALIDATION_ERROR", [{ field: "dateTimeFrom", message: "too old" }]);
    })(get(""), ctx);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "The platform refused the filters: dateTimeFrom: too old.",
    );
  });

  it("leaves any other failure to the guard's generic handling", async () => {
    const handler = liquidityReadHandler(async () => {
      throw refusal(503, "UNAVAILABLE");
    });
    await expect(handler(get(""), ctx)).rejects.toBeInstanceOf(ProviderError);
  });
});
