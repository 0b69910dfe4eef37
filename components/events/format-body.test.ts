import { describe, expect, it } from "vitest";
import { formatBody, formatBytes } from "./format-body";

describe("formatBody", () => {
  it("indents JSON with two spaces", () => {
    expect(formatBody('{"a":1,"b":[true,null],"c":{}}')).toEqual({
      isJson: true,
      pretty: '{\n  "a": 1,\n  "b": [\n    true,\n    null\n  ],\n  "c": {}\n}',
    });
  });

  it("keeps numbers and strings exactly as sent (no rounding, no re-escaping)", () => {
    const body = '{"trx_id":12345678901234567890,"amount":1.10,"note":"a, b: {c}\\"\\u00e9"}';
    const { pretty } = formatBody(body);
    expect(pretty).toContain('"trx_id": 12345678901234567890,');
    expect(pretty).toContain('"amount": 1.10,');
    expect(pretty).toContain('"note": "a, b: {c}\\"\\u00e9"');
    expect(JSON.parse(pretty)).toEqual(JSON.parse(body));
  });

  it("shows anything that is not JSON as it is", () => {
    expect(formatBody("not json {")).toEqual({ pretty: "not json {", isJson: false });
    expect(formatBody("")).toEqual({ pretty: "", isJson: false });
  });

  it("leaves a JSON scalar alone", () => {
    expect(formatBody(" 42 ")).toEqual({ pretty: " 42 ", isJson: true });
  });
});

describe("formatBytes", () => {
  it("reads small bodies exactly and large ones rounded", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(16 * 1024)).toBe("16.0 kB");
    expect(formatBytes(1024 * 1024)).toBe("1.0 MB");
  });
});
