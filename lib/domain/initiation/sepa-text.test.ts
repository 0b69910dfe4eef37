import { describe, expect, it } from "vitest";
import { checkSepaText, firstNonSepaCharacter, generateEndToEndId } from "./sepa-text";

const REST = "use letters A–Z without accents, digits, spaces and / - ? : ( ) . , ' +.";

describe("checkSepaText", () => {
  it.each(["Invoice 2026/11-7 (paid in full), ref: A+B? 'yes'.", "ACME GmbH", "-5 and +3", ""])(
    "accepts %j",
    (text) => {
      expect(checkSepaText(text, 140)).toEqual({ ok: true, value: text });
    },
  );

  it.each([
    ["Müller", `“ü” is not allowed: ${REST}`],
    ["A & B", `“&” is not allowed: ${REST}`],
    ['=HYPERLINK("x")', `“=” is not allowed: ${REST}`],
    ["@SUM(A1)", `“@” is not allowed: ${REST}`],
    ["Price €5", `“€” is not allowed: ${REST}`],
    ["one\ntwo", `the invisible character U+000A is not allowed: ${REST}`],
    ["no\u00a0break", `the invisible character U+00A0 is not allowed: ${REST}`],
    ["tab\there", `the invisible character U+0009 is not allowed: ${REST}`],
    ["pay 😀 now", `“😀” is not allowed: ${REST}`],
    ["a_b", `“_” is not allowed: ${REST}`],
    ["Cafe\u0301", `“é” is not allowed: ${REST}`],
    ["lone \ud800", `the invisible character U+D800 is not allowed: ${REST}`],
  ])("refuses %j naming the first bad character", (text, error) => {
    expect(checkSepaText(text, 140)).toEqual({ ok: false, error });
  });

  it("refuses text over the limit, but names a bad character first", () => {
    expect(checkSepaText("x".repeat(141), 140)).toEqual({
      ok: false,
      error: "At most 140 characters; this has 141.",
    });
    expect(checkSepaText("x".repeat(140), 140).ok).toBe(true);
    expect(checkSepaText("&".repeat(141), 140)).toEqual({ ok: false, error: `“&” is not allowed: ${REST}` });
  });

  it("finds the first character outside the set, or none", () => {
    expect(firstNonSepaCharacter("ok; not")).toBe(";");
    expect(firstNonSepaCharacter("ok")).toBeNull();
  });
});

describe("generateEndToEndId", () => {
  it("is at most 35 SEPA characters and differs each time", () => {
    const ids = Array.from({ length: 1000 }, generateEndToEndId);
    for (const id of ids) {
      expect(id).toMatch(/^CS[0-9A-F]{32}$/);
      expect(id.length).toBeLessThanOrEqual(35);
      expect(firstNonSepaCharacter(id)).toBeNull();
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});
