import { beforeEach, describe, expect, it, vi } from "vitest";
import { ProviderError, type TFieldError } from "@/lib/errors/provider-error";
import { listPayments } from "./list-payments";
import { searchPayments } from "./search-payments";

vi.mock("./search-payments", () => ({ searchPayments: vi.fn() }));
const search = vi.mocked(searchPayments);

const refused = (status: number, fieldErrors: TFieldError[] = [], platformMessage?: string) =>
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

beforeEach(() => {
  search.mockReset();
});

describe("listPayments", () => {
  it("passes the page through", async () => {
    const page = { rows: [], next: "n", prev: null, api: "v3" as const };
    search.mockResolvedValue(page);
    await expect(listPayments({ limit: 5 })).resolves.toBe(page);
    expect(search).toHaveBeenCalledWith({ limit: 5 });
  });

  it("turns a refused page token into a sentence that points to the first page", async () => {
    search.mockRejectedValue(
      refused(400, [{ field: "nextPageToken", code: "INVALID_PAGE_TOKEN", message: "The token is stale" }]),
    );
    await expect(listPayments({ limit: 5, nextPageToken: "x" })).rejects.toMatchObject({
      name: "AppError",
      code: "invalid_input",
      message: expect.stringContaining("Start again from the first page."),
    });
  });

  it("names the fields of any other refusal", async () => {
    search.mockRejectedValue(refused(400, [{ field: "currency", message: "must be ISO 4217" }]));
    await expect(listPayments({ limit: 5 })).rejects.toMatchObject({
      code: "invalid_input",
      message: "The platform refused these filters (currency: must be ISO 4217).",
    });
  });

  it("leaves other failures to the route's error mapping", async () => {
    const down = refused(503);
    search.mockRejectedValue(down);
    await expect(listPayments({ limit: 5 })).rejects.toBe(down);
  });
});
