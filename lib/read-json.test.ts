import { afterEach, describe, expect, it, vi } from "vitest";
import { ReadError, readJson } from "./read-json";

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    "fetch",
    async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status }),
  );

describe("readJson", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("returns the body of a 2xx", async () => {
    answer(200, { rows: [1] });
    await expect(readJson("/api/x")).resolves.toEqual({ rows: [1] });
  });

  it("carries the route's sentence, status, platform code, field errors and request id", async () => {
    answer(400, {
      error: {
        message: "The filters are not valid.",
        providerCode: "VALIDATION_ERROR",
        requestId: "req-1",
        fieldErrors: { amountFrom: "EUR amounts have at most 2 decimals." },
      },
    });
    const err = await readJson("/api/x").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ReadError);
    expect(err).toMatchObject({
      message: "The filters are not valid.",
      status: 400,
      code: "VALIDATION_ERROR",
      requestId: "req-1",
      fieldErrors: { amountFrom: "EUR amounts have at most 2 decimals." },
    });
  });

  it("says what the server answered when the body is not JSON", async () => {
    answer(502, "<html>Bad gateway</html>");
    await expect(readJson("/api/x")).rejects.toMatchObject({
      message: "The server answered 502.",
      status: 502,
    });
  });
});
