import { describe, expect, it } from "vitest";
import { csvCell, toCsvRow } from "./csv";

describe("csv", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(toCsvRow(["a,b", 'say "hi"', "two\nlines", 3, null])).toBe(
      '"a,b","say ""hi""","two\nlines",3,\r\n',
    );
  });
  it("neutralises spreadsheet formulas", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell("@sum")).toBe("'@sum");
  });
  it("keeps plain values as they are", () => {
    expect(csvCell("auth.sign_in")).toBe("auth.sign_in");
    expect(csvCell(undefined)).toBe("");
  });
});
