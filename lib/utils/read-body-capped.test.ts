import { describe, expect, it } from "vitest";
import { readBodyCapped } from "./read-body-capped";

const streamOf = (chunks: number[], onPull?: () => void) => {
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      onPull?.();
      if (i < chunks.length) controller.enqueue(new Uint8Array(chunks[i++]!).fill(65));
      else controller.close();
    },
  });
};

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://localhost/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("reading a request body up to a limit", () => {
  it("returns the whole body when it is within the limit, and an empty one for none", async () => {
    const read = await readBodyCapped(post(streamOf([3, 4, 3])), 10);
    expect(read).toEqual({ ok: true, bytes: new Uint8Array(10).fill(65) });
    expect(await readBodyCapped(post(null), 10)).toEqual({ ok: true, bytes: new Uint8Array(0) });
  });

  it("refuses an announced length over the limit without reading the body", async () => {
    let pulls = 0;
    const read = await readBodyCapped(
      post(
        streamOf([5], () => pulls++),
        { "content-length": "11" },
      ),
      10,
    );
    expect(read).toEqual({ ok: false, size: 11 });
    expect(pulls).toBe(0);
  });

  it("stops reading once a body without a length passes the limit", async () => {
    let pulls = 0;
    const read = await readBodyCapped(post(streamOf([6, 6, 6, 6, 6], () => pulls++)), 10);
    expect(read).toEqual({ ok: false, size: null });
    expect(pulls).toBeLessThan(5);
  });
});
