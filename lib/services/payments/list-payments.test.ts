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

  it("shows the first page with a notice when the platform refuses the page position", async () => {
    const first = { rows: [], next: "n1", prev: null, api: "v3" as const, notices: [] };
    search
      .mockRejectedValueOnce(
        refused(400, [{ field: "nextPageToken", code: "BAD_TOKEN", message: "The token is stale" }]),
      )
      .mockResolvedValueOnce(first);
    const page = await listPayments({ limit: 5, statusIds: [2, 5], nextPageToken: "x" });
    expect(page).toEqual({ ...first, notices: [{ kind: "cursor_reset" }] });
    expect(search.mock.calls.map(([q]) => q)).toEqual([
      { limit: 5, statusIds: [2, 5], nextPageToken: "x" },
      { limit: 5, statusIds: [2, 5] },
    ]);
  });

  it("keeps the notices of the first page it shows instead", async () => {
    search.mockRejectedValueOnce(refused(400)).mockResolvedValueOnce({
      rows: [],
      next: null,
      prev: null,
      api: "v2",
      notices: [{ kind: "v2_fallback" }],
    });
    const page = await listPayments({ limit: 5, previousPageToken: "p" });
    expect(page.notices).toEqual([{ kind: "cursor_reset" }, { kind: "v2_fallback" }]);
  });

  it("passes on the platform's words when the first page is refused too (the filters, not the position)", async () => {
    search
      .mockRejectedValueOnce(refused(400))
      .mockRejectedValueOnce(refused(400, [{ field: "currency", message: "must be ISO 4217" }]));
    await expect(listPayments({ limit: 5, nextPageToken: "x" })).rejects.toMatchObject({
      code: "invalid_input",
      message: "The platform refused these filters (currency: must be ISO 4217).",
    });
  });

  it("does not read again for a failure that is not a refusal", async () => {
    const down = refused(503);
    search.mockRejectedValueOnce(down);
    await expect(listPayments({ limit: 5, nextPageToken: "x" })).rejects.toBe(down);
    expect(search).toHaveBeenCalledTimes(1);
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
