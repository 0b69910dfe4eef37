import "server-only";

/** The raw request bytes, reading no more than `limit` + 1 bytes so an oversized body cannot exhaust memory. */
export async function readBodyCapped(
  request: Request,
  limit: number,
): Promise<{ bytes: Buffer; tooLarge: boolean }> {
  if (!request.body) return { bytes: Buffer.alloc(0), tooLarge: false };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return { bytes: Buffer.concat([...chunks, value]).subarray(0, limit), tooLarge: true };
    }
    chunks.push(value);
  }
  return { bytes: Buffer.concat(chunks), tooLarge: false };
}
