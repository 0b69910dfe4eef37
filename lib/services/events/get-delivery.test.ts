import { describe, expect, it } from "vitest";
import { decodeBody } from "./get-delivery";

describe("decodeBody", () => {
  it("is text when the bytes are UTF-8", () => {
    expect(decodeBody(Buffer.from('{"name":"Jūratė"}'), false)).toEqual({
      encoding: "utf8",
      text: '{"name":"Jūratė"}',
    });
  });

  it("is base64 when they are not, so no byte is lost", () => {
    const bytes = Buffer.from([0xff, 0x00, 0x41]);
    expect(decodeBody(bytes, false)).toEqual({ encoding: "base64", text: bytes.toString("base64") });
  });

  it("forgives a character cut in half by truncation, and only then", () => {
    const cut = Buffer.from("abcė").subarray(0, 4); // "ė" is two bytes: keep one
    expect(decodeBody(cut, true)).toEqual({ encoding: "utf8", text: "abc" });
    expect(decodeBody(cut, false).encoding).toBe("base64");
  });
});
