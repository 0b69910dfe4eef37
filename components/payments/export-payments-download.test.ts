import { afterEach, describe, expect, it, vi } from "vitest";
import { createRowCounter, downloadPaymentsCsv, ExportError, filenameOf } from "./export-payments-download";

const bytes = (s: string) => new TextEncoder().encode(s);

function serve(parts: (string | Error)[], init: ResponseInit = {}) {
  const calls: string[] = [];
  vi.stubGlobal("fetch", async (url: string) => {
    calls.push(url);
    let i = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        const part = parts[i++];
        if (part === undefined) return c.close();
        if (part instanceof Error) return c.error(part);
        c.enqueue(bytes(part));
      },
    });
    return new Response(body, init);
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("createRowCounter", () => {
  it("counts records across chunk boundaries, not the header, not line breaks inside quotes", () => {
    const c = createRowCounter();
    for (const part of ["id,name\r", '\n1,a\r\n2,"two\r\nlines"', '\r\n3,"say ""hi"""\r\n'])
      c.feed(bytes(part));
    expect(c.rows).toBe(3);
    expect(createRowCounter().rows).toBe(0);
  });
});

describe("filenameOf", () => {
  it("takes the server's name, else a dated one", () => {
    expect(filenameOf('attachment; filename="countersign-payments-x.csv"')).toBe(
      "countersign-payments-x.csv",
    );
    expect(filenameOf(null, new Date("2026-03-01T10:00:00Z"))).toBe("countersign-payments-2026-03-01.csv");
  });
});

describe("downloadPaymentsCsv", () => {
  it("asks for all rows (no cursor or page size is sent), reports progress and returns the file", async () => {
    const calls = serve(["id,amount\r\n", "1,1.00\r\n2,2.00\r\n", "3,3.00\r\n"], {
      headers: { "content-disposition": 'attachment; filename="p.csv"' },
    });
    const seen: number[] = [];
    const file = await downloadPaymentsCsv("direction=INBOUND&limit=25&next=abc&metadata=m", {
      signal: new AbortController().signal,
      onProgress: (n) => seen.push(n),
    });
    expect(calls).toEqual(["/api/payments/export?direction=INBOUND&limit=25&metadata=m"]);
    expect(seen).toEqual([0, 2, 3]);
    expect(file).toMatchObject({ filename: "p.csv", rows: 3 });
    expect(await file.blob.text()).toBe("id,amount\r\n1,1.00\r\n2,2.00\r\n3,3.00\r\n");
  });

  it("says in words why the route refused, with the platform's code and the request id", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json(
        { error: { message: "Gateway down.", providerCode: "X_1", requestId: "r-9" } },
        { status: 502 },
      ),
    );
    const err = await downloadPaymentsCsv("", {
      signal: new AbortController().signal,
      onProgress: () => {},
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ExportError);
    expect(err).toMatchObject({
      message: "The platform could not list the payments. Gateway down.",
      status: 502,
      code: "X_1",
      requestId: "r-9",
    });
    vi.stubGlobal("fetch", async () => Response.json({ error: { message: "no" } }, { status: 403 }));
    await expect(
      downloadPaymentsCsv("", { signal: new AbortController().signal, onProgress: () => {} }),
    ).rejects.toThrow("Your roles do not allow exporting payments.");
  });

  it("never hands back a partial file when the body is cut midway", async () => {
    serve(["id\r\n1\r\n2\r\n", new Error("terminated")]);
    const err = await downloadPaymentsCsv("", {
      signal: new AbortController().signal,
      onProgress: () => {},
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ rows: 2, message: expect.stringContaining("stopped after 2 rows") });
  });
});
