// A request body read into memory no further than `max` bytes. A client that sends more (or announces more
// in Content-Length) is stopped there: the bytes past the limit are never buffered, so a 1 GB upload costs
// the server no more than the limit. `size` is the announced length when there was one, for the message.

export type TCappedBody = { ok: true; bytes: Uint8Array } | { ok: false; size: number | null };

export async function readBodyCapped(req: Request, max: number): Promise<TCappedBody> {
  const announced = Number(req.headers.get("content-length") ?? NaN);
  const size = Number.isSafeInteger(announced) && announced >= 0 ? announced : null;
  if (size !== null && size > max) {
    await req.body?.cancel().catch(() => undefined);
    return { ok: false, size };
  }
  if (!req.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > max) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, size };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes };
}
