import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, readUpload } from "./read-upload";

const utf8 = (text: string) => new TextEncoder().encode(text);
const utf16le = (text: string) =>
  new Uint8Array([0xff, 0xfe, ...[...text].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8])]);
const utf16be = (text: string) =>
  new Uint8Array([0xfe, 0xff, ...[...text].flatMap((c) => [c.charCodeAt(0) >> 8, c.charCodeAt(0) & 0xff])]);

describe("readUpload", () => {
  it("reads UTF-8 as it is, accents included", () => {
    expect(readUpload(utf8("creditorName\nJosé Müller\n"))).toEqual({
      ok: true,
      text: "creditorName\nJosé Müller\n",
    });
  });

  it("strips a UTF-8 byte order mark", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8("amount\n1.00")]);
    expect(readUpload(bytes)).toEqual({ ok: true, text: "amount\n1.00" });
  });

  it("reads UTF-16 little- and big-endian with their byte order mark", () => {
    expect(readUpload(utf16le("amount\nJosé"))).toEqual({ ok: true, text: "amount\nJosé" });
    expect(readUpload(utf16be("amount\nJosé"))).toEqual({ ok: true, text: "amount\nJosé" });
  });

  it("refuses Latin-1 bytes with the UTF-8 message naming the line", () => {
    // "José" in Latin-1 / Windows-1252: é is the single byte 0xE9, not valid UTF-8.
    const bytes = new Uint8Array([...utf8("creditorName\nAnna\nJos"), 0xe9, ...utf8("\nEve\n")]);
    const result = readUpload(bytes);
    expect(result).toEqual({
      ok: false,
      message:
        'The file is not valid UTF-8 text (line 3). Save it as UTF-8 (in Excel: "CSV UTF-8") and upload it again.',
    });
  });

  it("refuses UTF-16 without a byte order mark (NUL characters)", () => {
    const result = readUpload(utf16le("amount").subarray(2));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/UTF-16 without a byte order mark.*UTF-8/);
  });

  it("refuses an empty file, a BOM alone and blank lines alone", () => {
    for (const bytes of [new Uint8Array(0), new Uint8Array([0xef, 0xbb, 0xbf]), utf8("\r\n \n")]) {
      expect(readUpload(bytes)).toEqual({ ok: false, message: "The file is empty." });
    }
  });

  it("accepts exactly 50 MB and refuses 50 MB + 1 byte before decoding", () => {
    const limit = new Uint8Array(MAX_UPLOAD_BYTES).fill(0x61);
    expect(readUpload(limit).ok).toBe(true);
    // One byte more, and invalid UTF-8 throughout: the size is the refusal, so nothing was decoded.
    const over = new Uint8Array(MAX_UPLOAD_BYTES + 1).fill(0xff);
    expect(readUpload(over)).toEqual({
      ok: false,
      message: "The file is 50.1 MB; at most 50 MB can be uploaded.",
    });
  });

  it("words the size as the issue does", () => {
    const bytes = new Uint8Array(Math.round(52.35 * 1024 * 1024));
    expect(readUpload(bytes)).toMatchObject({
      message: "The file is 52.4 MB; at most 50 MB can be uploaded.",
    });
  });
});
