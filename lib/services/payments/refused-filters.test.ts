import { describe, expect, it } from "vitest";
import { ProviderError, type TFieldError } from "@/lib/errors/provider-error";
import { isFilterRefusal, refusedFilters } from "./refused-filters";

const refusal = (status: number, fieldErrors: TFieldError[] = [], platformMessage?: string) =>
  new ProviderError({
    api: "gateway",
    kind: "http",
    status,
    method: "GET",
    path: "/v3/payments",
    requestId: "r1",
    code: "VALIDATION_ERROR",
    platformMessage,
    fieldErrors,
  });

describe("refusedFilters", () => {
  it("puts each field the platform named under the page's parameter", () => {
    const err = refusedFilters(
      refusal(400, [
        { field: "statusIds", message: "Unknown status id" },
        { field: "typeIds", message: "Unknown transaction type id" },
      ]),
    );
    expect(err).toMatchObject({
      code: "invalid_input",
      fieldErrors: { status: "Unknown status id", type: "Unknown transaction type id" },
    });
    expect(err.message).toContain("statusIds: Unknown status id");
  });

  it("keeps a refusal without a known field under `filters`, in the platform's words", () => {
    expect(refusedFilters(refusal(400, [], "Request validation failed"))).toMatchObject({
      fieldErrors: { filters: "Request validation failed" },
      message: "The platform refused these filters (Request validation failed).",
    });
    expect(refusedFilters(refusal(400, [{ field: "weird", message: "no" }])).fieldErrors).toEqual({
      filters: "no",
    });
  });

  it("is only for the platform's 400s", () => {
    expect(isFilterRefusal(refusal(400))).toBe(true);
    expect(isFilterRefusal(refusal(502))).toBe(false);
    expect(isFilterRefusal(new Error("x"))).toBe(false);
  });
});
