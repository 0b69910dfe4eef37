import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { ProviderError } from "@/lib/errors/provider-error";
import type { TTransferQuery } from "@/lib/domain/liquidity/liquidity";
import { FEATURE_DISABLED_MESSAGE } from "@/lib/services/liquidity/transfer-wording";
import { errorResponse } from "@/lib/auth/guard-route";
import { parseRouteInput } from "@/lib/auth/route-input";
import { LIQUIDITY_QUERY_REFUSAL, liquidityReadHandler, ZLiquidityQuery } from "./liquidity-route";

const ctx = { requestId: "req-1" };
const get = (query: string) => new NextRequest(`http://localhost/api/liquidity/transfers?${query}`);
type TRead = Parameters<typeof liquidityReadHandler>[0];
/** What liquidityReadRoute does behind the session and permission checks: parse as guardRoute does, then the handler. */
const answer = async (read: TRead, query: string) => {
  const parsed = parseRouteInput(get(query), ZLiquidityQuery, LIQUIDITY_QUERY_REFUSAL, ctx.requestId);
  return parsed.ok ? liquidityReadHandler(read)(parsed.input, ctx) : errorResponse(parsed.error);
};
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
    const read: TRead = async (q) => {
      seen.push(q);
      return { rows: [], total: 0 };
    };
    const res = await answer(read, "status=REJECTED&limit=10&sort=requestId-asc&debtorAccount=lt22 39");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ rows: [], total: 0 });
    expect(seen).toEqual([
      { status: ["REJECTED"], limit: 10, offset: 0, sort: "requestId,ASC", debtorAccount: "LT2239" },
    ]);
  });

  it("refuses bad filters with a 400 naming each one, without calling the service", async () => {
    let called = false;
    const res = await answer(async () => (called = true), "status=BOGUS&from=yesterday&status=COMPLETED");
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: Record<string, unknown> };
    expect(error).toMatchObject({ code: "invalid_input", requestId: "req-1" });
    expect(error.message).toBe("The filters are not valid.");
    expect(Object.keys(error.fieldErrors as object).sort()).toEqual(["from", "status"]);
    expect(called).toBe(false);
  });

  it("says FEATURE_DISABLED is a tenant setting, with the platform's code and the request id", async () => {
    const res = await answer(async () => {
      throw refusal(403, "FEATURE_DISABLED");
    }, "");
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
    const res = await answer(async () => {
      throw refusal(400, "VALIDATION_ERROR", [{ field: "dateTimeFrom", message: "too old" }]);
    }, "");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "The platform refused the filters: dateTimeFrom: too old.",
    );
  });

  it("leaves any other failure to the guard's generic handling", async () => {
    const read: TRead = async () => {
      throw refusal(503, "UNAVAILABLE");
    };
    await expect(answer(read, "")).rejects.toBeInstanceOf(ProviderError);
  });
});
