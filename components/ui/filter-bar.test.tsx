import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FilterBar, FilterSelect, formText, toLocalInput } from "./filter-bar";

describe("toLocalInput", () => {
  it("shows a URL time in the reader's zone, to the second, and reads back as the same instant", () => {
    const iso = "2026-03-04T05:06:07.000Z";
    const local = toLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(new Date(local).toISOString()).toBe(iso);
  });

  it("shows nothing for a missing or malformed time", () => {
    expect(toLocalInput(null)).toBe("");
    expect(toLocalInput("")).toBe("");
    expect(toLocalInput("yesterday")).toBe("");
  });
});

describe("FilterBar", () => {
  it("names the form and offers Apply (submit) and the clear button under its own label", () => {
    const html = renderToStaticMarkup(
      <FilterBar label="Filter orders" onApply={() => {}} onClear={() => {}} clearLabel="Reset">
        <FilterSelect name="status" value="OPEN">
          <option value="OPEN">Open</option>
        </FilterSelect>
      </FilterBar>,
    );
    expect(html).toContain('aria-label="Filter orders"');
    expect(html).toMatch(/<option value="">Any<\/option><option value="OPEN" selected="">Open/);
    expect(html).toMatch(/type="submit"[^>]*>Apply<\/button>/);
    expect(html).toMatch(/type="button"[^>]*>Reset<\/button>/);
  });

  it("reads a filter's text trimmed, and an empty one as no filter", () => {
    const form = new FormData();
    form.set("kind", "  PAYMENT_STATUS ");
    form.set("reason", "   ");
    expect(formText(form, "kind")).toBe("PAYMENT_STATUS");
    expect(formText(form, "reason")).toBeNull();
    expect(formText(form, "missing")).toBeNull();
  });
});
