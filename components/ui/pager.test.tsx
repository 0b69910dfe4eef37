import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { followInPlace, Pager, type TPagerLink } from "./pager";

const links: TPagerLink[] = [
  { label: "First", to: null, rel: "first" },
  { label: "Previous", to: "", rel: "prev" },
  { label: "Next", to: "limit=10&offset=20", rel: "next" },
];
const html = (props: Partial<Parameters<typeof Pager>[0]> = {}) =>
  renderToStaticMarkup(<Pager label="Transfer pages" links={links} onNavigate={() => {}} {...props} />);

describe("Pager", () => {
  it("renders each available page as a real link to its query, the first view as ?", () => {
    const out = html();
    expect(out).toContain('<nav aria-label="Transfer pages"');
    expect(out).toContain('href="?limit=10&amp;offset=20" rel="next"');
    expect(out).toContain('href="?" rel="prev"');
    expect(out).not.toContain("First");
  });

  it("builds addresses with the list's own hrefOf", () => {
    expect(html({ hrefOf: (q) => `/ledger?${q}` })).toContain('href="/ledger?limit=10&amp;offset=20"');
  });

  it("as buttons, shows every control and disables the unavailable ones", () => {
    const out = html({ look: "buttons" });
    expect(out).not.toContain("<a ");
    const disabled = [...out.matchAll(/<button([^>]*)>(\w+)<\/button>/g)].map((m) => [
      m[2],
      m[1]!.includes('disabled=""'),
    ]);
    expect(disabled).toEqual([
      ["First", true],
      ["Previous", false],
      ["Next", false],
    ]);
  });

  it("places the status after the links it is told to, and the page size last", () => {
    const out = html({
      status: <span data-testid="page-of">Page 2 of 3</span>,
      statusAfter: 2,
      pageSize: { id: "x-size", value: "30", sizes: [10, 50], onChange: () => {} },
    });
    expect(out.indexOf("Previous")).toBeLessThan(out.indexOf("Page 2 of 3"));
    expect(out.indexOf("Page 2 of 3")).toBeLessThan(out.indexOf("Next"));
    // A size typed into the URL is offered among the presets, in order.
    expect(out).toMatch(/<label[^>]*for="x-size"[^>]*>Rows per page<\/label>/);
    expect([...out.matchAll(/<option value="(\d+)"/g)].map((m) => m[1])).toEqual(["10", "30", "50"]);
  });
});

describe("followInPlace", () => {
  const click = (
    over: Partial<Record<"metaKey" | "ctrlKey" | "shiftKey", boolean>> & { button?: number },
  ) => ({
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    button: 0,
    preventDefault: vi.fn(),
    ...over,
  });

  it("moves the list in place on a plain click", () => {
    const onNavigate = vi.fn();
    const event = click({});
    followInPlace(onNavigate, "offset=20")(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(onNavigate).toHaveBeenCalledWith("offset=20");
  });

  it.each([{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { button: 1 }])(
    "leaves %o to the browser (new tab or window)",
    (over) => {
      const onNavigate = vi.fn();
      const event = click(over);
      followInPlace(onNavigate, "offset=20")(event);
      expect(event.preventDefault).not.toHaveBeenCalled();
      expect(onNavigate).not.toHaveBeenCalled();
    },
  );
});
