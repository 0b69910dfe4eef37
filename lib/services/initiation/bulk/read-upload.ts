import "server-only";

// The bytes of a bulk upload (issue 16 item 3) as text. Refused before any parsing: too large (checked
// before decoding, so a huge file costs no decoding), empty, or not valid text. UTF-8 is the expected
// encoding (BOM or not); UTF-16 is accepted only with its BOM, since without one it cannot be told apart.
// A file in another encoding (Windows-1252/Latin-1 from older Excel) is refused rather than guessed: a
// guessed "é" in a creditor name would be sent to the bank wrong.

import { MAX_UPLOAD_BYTES } from "@/lib/domain/initiation/bulk-upload";

export { MAX_UPLOAD_BYTES };
const MB = 1024 * 1024;
const SAVE_AS_UTF8 = 'Save it as UTF-8 (in Excel: "CSV UTF-8") and upload it again.';

/**
 * The refusal of a file over MAX_UPLOAD_BYTES; `size` null when only "more than the limit" is known (a
 * request body read no further than the limit).
 */
export function tooLargeMessage(size: number | null): string {
  const limit = `at most ${MAX_UPLOAD_BYTES / MB} MB can be uploaded.`;
  if (size === null) return `The file is over ${MAX_UPLOAD_BYTES / MB} MB; ${limit}`;
  // Rounded up so that a file just over the limit never reads "50.0 MB".
  return `The file is ${(Math.ceil((size / MB) * 10) / 10).toFixed(1)} MB; ${limit}`;
}

export type TReadUpload = { ok: true; text: string } | { ok: false; message: string };

export function readUpload(bytes: Uint8Array): TReadUpload {
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, message: tooLargeMessage(bytes.length) };
  const decoded = decode(bytes);
  if (!decoded.ok) return decoded;
  if (decoded.text.trim() === "") return { ok: false, message: "The file is empty." };
  if (decoded.text.includes("\u0000")) {
    return {
      ok: false,
      message: `The file holds NUL characters: it is probably UTF-16 without a byte order mark. ${SAVE_AS_UTF8}`,
    };
  }
  return decoded;
}

function decode(bytes: Uint8Array): TReadUpload {
  // TextDecoder drops the BOM of its own encoding (ignoreBOM defaults to false).
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decodeAs("utf-16le", bytes, "UTF-16");
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decodeAs("utf-16be", bytes, "UTF-16");
  return decodeAs("utf-8", bytes, "UTF-8");
}

function decodeAs(encoding: string, bytes: Uint8Array, name: string): TReadUpload {
  try {
    return { ok: true, text: new TextDecoder(encoding, { fatal: true }).decode(bytes) };
  } catch {
    const line = encoding === "utf-8" ? brokenUtf8Line(bytes) : undefined;
    const where = line === undefined ? "" : ` (line ${line})`;
    return { ok: false, message: `The file is not valid ${name} text${where}. ${SAVE_AS_UTF8}` };
  }
}

/**
 * The first line that is not valid UTF-8. Splitting at 0x0A is safe: a multi-byte UTF-8 sequence never
 * holds that byte. Only called on a file already refused, so decoding line by line costs nothing usual.
 */
function brokenUtf8Line(bytes: Uint8Array): number | undefined {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let start = 0;
  for (let line = 1; start <= bytes.length; line++) {
    let end = bytes.indexOf(0x0a, start);
    if (end < 0) end = bytes.length;
    try {
      decoder.decode(bytes.subarray(start, end));
    } catch {
      return line;
    }
    start = end + 1;
  }
  return undefined;
}
