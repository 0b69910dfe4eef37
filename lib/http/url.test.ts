import "server-only";

import { describe, expect, it } from "vitest";

import { pathOf, resolveTarget, toQueryString } from "./url";

describe("pathOf", () => {
  it("keeps the literal :action suffix and encodes parameters", () => {
    expect(pathOf`/v1/accounts/${"3f0c-11"}:close`).toBe("/v1/accounts/3f0c-11:close");
    expect(pathOf`/api/v1/orders/${"doc/1 a"}:reject`).toBe("/api/v1/orders/doc%2F1%20a:reject");
    expect(pathOf`/v1/transactions/${42}:approve`).toBe("/v1/transactions/42:approve");
  });

  it("encodes a colon inside a parameter so an id cannot add an action", () => {
    expect(pathOf`/v1/accounts/${"x:close"}`).toBe("/v1/accounts/x%3Aclose");
  });

  it("refuses empty and dot-segment parameters", () => {
    expect(() => pathOf`/v1/transactions/${".."}`).toThrow(TypeError);
    expect(() => pathOf`/v1/transactions/${"."}`).toThrow(TypeError);
    expect(() => pathOf`/v1/transactions/${""}`).toThrow(TypeError);
  });
});

describe("toQueryString", () => {
  it("repeats array parameters and drops null/undefined", () => {
    expect(toQueryString({ schema: ["SEPA", "INST"], limit: 10, x: undefined, y: null, ok: true })).toBe(
      "?schema=SEPA&schema=INST&limit=10&ok=true",
    );
  });

  it("encodes reserved characters such as the + of a time zone", () => {
    expect(toQueryString({ from: "2024-01-01T00:00:00+01:00", sort: "createdAt,DESC" })).toBe(
      "?from=2024-01-01T00%3A00%3A00%2B01%3A00&sort=createdAt%2CDESC",
    );
  });

  it("is empty for no parameters", () => {
    expect(toQueryString(undefined)).toBe("");
    expect(toQueryString({ a: undefined })).toBe("");
  });
});

describe("resolveTarget", () => {
  it("keeps a base path and separates the logged path from the query", () => {
    expect(resolveTarget("https://h.example/restriction/", "/api/v1/orders", { page: 1 })).toEqual({
      origin: "https://h.example",
      path: "/restriction/api/v1/orders",
      pathWithQuery: "/restriction/api/v1/orders?page=1",
    });
  });

  it("refuses paths carrying a query or not starting with /", () => {
    expect(() => resolveTarget("https://h.example", "/v1/x?secret=1")).toThrow(TypeError);
    expect(() => resolveTarget("https://h.example", "v1/x")).toThrow(TypeError);
  });
});
