import { describe, expect, it } from "vitest";
import { pathTemplate } from "./path-template";

describe("pathTemplate", () => {
  it.each([
    ["/gateway/v1/transactions/100189/response", "/gateway/v1/transactions/:id/response"],
    ["/gateway/v3/payments", "/gateway/v3/payments"],
    ["/api/drafts/0b6f4f5e-8c1a-4c4e-9a57-8f0d6a3c1e22", "/api/drafts/:id"],
    ["/ledger/accounts/DE89370400440532013000/balance", "/ledger/accounts/:id/balance"],
    ["/gateway/createSepaPmt", "/gateway/createSepaPmt"],
    ["/gateway/v1/transactions/100189:approve", "/gateway/v1/transactions/:id:approve"],
    ["/v1/accounts/DE89370400440532013000:close", "/v1/accounts/:id:close"],
    ["/api/payments?status=80", "/api/payments"],
    ["", "/"],
  ])("%s → %s", (path, expected) => {
    expect(pathTemplate(path)).toBe(expected);
  });
});
