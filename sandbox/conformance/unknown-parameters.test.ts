import { describe, expect, it } from "vitest";
import { useSandbox } from "../testing/harness";

// The default profile refuses an unknown query parameter on every list and search with 400
// VALIDATION_ERROR naming it: a misspelt filter would otherwise filter nothing, silently, and a mistake
// would reach production unseen. (The strict profile ignores them: strict-profile.test.ts.)

const sandbox = useSandbox();

const LISTS: [string, string, "gateway" | "restriction"][] = [
  ["v2 search", "/gateway/v2/transaction/search", "gateway"],
  ["v3 payments", "/gateway/v3/payments", "gateway"],
  ["liquidity transfers", "/gateway/v1/nostro-accounts/transfers", "gateway"],
  ["restriction orders", "/restriction/api/v1/orders", "restriction"],
];

describe("unknown query parameters in the default profile", () => {
  it.each(LISTS)("%s: 400 VALIDATION_ERROR whose field error names the parameter", async (_n, path, auth) => {
    const res = await sandbox.call("GET", `${path}?madeUp=x&madeUp=y`, { auth });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: "VALIDATION_ERROR",
      message: expect.any(String),
      data: {
        message: expect.any(String),
        errors: [
          {
            code: "UNKNOWN_PARAMETER",
            field_name: "madeUp",
            message: expect.stringContaining("madeUp"),
            value: "x,y",
          },
        ],
      },
    });
  });

  it("v2 search: `status_id` is unknown (the status filter is `statuses`)", async () => {
    const res = await sandbox.call("GET", "/gateway/v2/transaction/search?status_id=5", { auth: "gateway" });
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { field_name: string }) => e.field_name)).toEqual(["status_id"]);
    const ok = await sandbox.call("GET", "/gateway/v2/transaction/search?statuses=5", { auth: "gateway" });
    expect(ok.status).toBe(200);
  });

  it.each([
    ["v2 search", "/gateway/v2/transaction/search?statuses=5&schema=SEPA&type_id=1&limit=10"],
    ["v3 payments", "/gateway/v3/payments?statusIds=5&schemas=SEPA&typeIds=1&limit=10"],
    [
      "liquidity transfers",
      "/gateway/v1/nostro-accounts/transfers?limit=10&offset=0&status=CREATED&requestId=r&sort=requestId,ASC",
    ],
  ])("%s: every parameter it knows is still taken", async (_n, path) => {
    expect((await sandbox.call("GET", path, { auth: "gateway" })).status).toBe(200);
  });

  it("restriction orders: status, page, size and sort are still taken", async () => {
    const res = await sandbox.call(
      "GET",
      "/restriction/api/v1/orders?status=UNPROCESSED&page=0&size=5&sort=header.date,DESC",
      { auth: "restriction" },
    );
    expect(res.status).toBe(200);
  });
});
