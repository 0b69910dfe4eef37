import { describe, expect, it } from "vitest";
import { bicPattern, compileGlob, globMatch, normaliseAccount, normaliseBic } from "./glob";

describe("globMatch", () => {
  it.each([
    ["", "", true],
    ["*", "", true],
    ["*", "anything", true],
    ["abc", "abc", true],
    ["abc", "abd", false],
    ["abc", "ab", false],
    ["ab", "abc", false],
    ["a?c", "abc", true],
    ["a?c", "ac", false],
    ["???", "abc", true],
    ["???", "abcd", false],
    ["E2E-*", "E2E-", true],
    ["E2E-*", "E2E-123", true],
    ["E2E-*", "e2e-123", false], // case-sensitive as such; callers normalise what is not
    ["*-RUN7-*", "INV-RUN7-0001", true],
    ["*-RUN7-*", "INV-RUN8-0001", false],
    ["a*b*c", "aXbYc", true],
    ["a*b*c", "aXcYb", false],
    ["a*b", "abab", true], // the last b is the end
    ["a*a*a*b", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab", true],
    ["*?", "", false],
    ["*?", "x", true],
    ["**a", "ba", true],
  ])("%j against %j is %s", (pattern, text, expected) => {
    expect(globMatch(pattern, text)).toBe(expected);
    expect(compileGlob(pattern)(text)).toBe(expected);
  });

  it("stays fast on the inputs that make backtracking matchers explode", () => {
    const pattern = "*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*b";
    const text = "a".repeat(10_000);
    const started = performance.now();
    expect(globMatch(pattern, text)).toBe(false);
    // A regex /^(.*a){16}.*b$/ takes far longer here; this is at most |text| × |pattern| steps.
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe("normalising accounts and BICs", () => {
  it("compares accounts upper-case without spaces", () => {
    expect(normaliseAccount(" de89 3704 0044 0532 0130 00 ")).toBe("DE89370400440532013000");
  });

  it("reads an 8-character BIC as the primary office, and an 8-character pattern as every branch", () => {
    expect(normaliseBic("bnpafrpp")).toBe("BNPAFRPPXXX");
    expect(normaliseBic("BNPAFRPP123")).toBe("BNPAFRPP123");
    const bank = compileGlob(bicPattern("BNPAFRPP"));
    expect(bank(normaliseBic("BNPAFRPP"))).toBe(true);
    expect(bank(normaliseBic("BNPAFRPPXXX"))).toBe(true);
    expect(bank(normaliseBic("BNPAFRPP123"))).toBe(true);
    expect(bank(normaliseBic("BNPAFRPQXXX"))).toBe(false);
    // An 11-character BIC names one branch only.
    const branch = compileGlob(bicPattern("BNPAFRPPXXX"));
    expect(branch(normaliseBic("BNPAFRPP"))).toBe(true);
    expect(branch(normaliseBic("BNPAFRPP123"))).toBe(false);
    // A pattern with a star keeps its own meaning.
    expect(bicPattern("BNPA*")).toBe("BNPA*");
    expect(bicPattern("BNPAFR*P")).toBe("BNPAFR*P");
  });
});
