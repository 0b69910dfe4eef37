import "server-only";

/**
 * The raw request bytes, reading no more than `limit` + 1 bytes so an oversized body cannot exhaust
 * memory. Takes any async iterable of chunks: a Fetch body (the Next.js route) and a Node request (the
 * intake listener) are both.
 */
export async function readBodyCapped(
  source: AsyncIterable<Uint8Array> | null,
  limit: number,
): Promise<{ bytes: Buffer; tooLarge: boolean }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of source ?? []) {
    size += chunk.byteLength;
    chunks.push(chunk);
    // Leaving the loop early closes the stream: nothing more is read.
    if (size > limit) return { bytes: Buffer.concat(chunks).subarray(0, limit), tooLarge: true };
  }
  return { bytes: Buffer.concat(chunks), tooLarge: false };
}
