import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { decodeSegment, DetailPage, detailTitle } from "./detail-page";

const ZId = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, "An id is a whole number.")
  .transform(Number);
const page = async (segment: string, over: Partial<Parameters<typeof DetailPage<number>>[0]> = {}) =>
  renderToStaticMarkup(
    await DetailPage<number>({
      segment,
      schema: ZId,
      trail: [{ label: "Things", href: "/things" }, { label: "Kept" }],
      heading: "Thing",
      noun: "a thing id",
      children: async (id) => <p data-testid="body">body of {id + 1}</p>,
      ...over,
    }),
  );

describe("DetailPage", () => {
  it("hands the checked id to the body, under the breadcrumb and heading", async () => {
    const html = await page("%2041");
    expect(html).toMatch(/<a [^>]*href="\/things">Things<\/a>/);
    expect(html).toContain("<li>Kept</li>");
    expect(html).toMatch(/aria-current="page"[^>]*>41<\/li>/);
    expect(html).toContain('Thing <span class="font-mono break-all">41</span>');
    expect(html).toContain("body of 42");
  });

  it("names a bad id with the schema's message and never runs the body", async () => {
    const html = await page("abc", { invalidTestId: "thing-invalid", invalidHint: "Nothing was read." });
    expect(html).toContain('data-testid="thing-invalid"');
    expect(html).toContain("“abc” is not a thing id.");
    expect(html).toContain("An id is a whole number. Nothing was read.");
    expect(html).not.toContain("body of");
  });

  it("repeats at most shownLength characters of a bad id, and a given last crumb instead of it", async () => {
    const html = await page("x".repeat(100), { shownLength: 8, current: "Thing" });
    expect(html).toContain(`“${"x".repeat(8)}” is not a thing id.`);
    expect(html).not.toContain("x".repeat(9));
    expect(html).toMatch(/aria-current="page">Thing<\/li>/);
  });
});

describe("decodeSegment", () => {
  it("decodes percent-encoding, and keeps a segment that is not valid encoding as typed", () => {
    expect(decodeSegment("a%2Fb")).toBe("a/b");
    expect(decodeSegment("100%")).toBe("100%");
    expect(detailTitle("Payment", "%E0%A4%A", 5)).toEqual({ title: "Payment %E0%A" });
  });
});
