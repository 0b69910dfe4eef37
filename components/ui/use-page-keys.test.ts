import { afterEach, describe, expect, it, vi } from "vitest";
import { pageKeyCommand } from "./use-page-keys";

const key = (k: string, more: Partial<KeyboardEvent> = {}) =>
  ({ key: k, altKey: false, ctrlKey: false, metaKey: false, target: null, ...more }) as KeyboardEvent;

// The page's keys (docs/pages.md#keys): "?" and Escape on every queue, "n" for a page's new object and "u" for an upload (Drafts).
describe("pageKeyCommand", () => {
  const help = vi.fn();
  const create = vi.fn();
  const upload = vi.fn();
  const keys = { "?": help, n: create, u: upload };

  afterEach(() => vi.unstubAllGlobals());

  it("runs the page's own keys, and only those it was given", () => {
    expect(pageKeyCommand(key("n"), keys, false)).toBe(create);
    expect(pageKeyCommand(key("?"), keys, false)).toBe(help);
    expect(pageKeyCommand(key("u"), keys, false)).toBe(upload);
    expect(pageKeyCommand(key("u"), { n: create }, false)).toBeNull();
    expect(pageKeyCommand(key("Escape"), keys, false)).toBeNull();
    expect(pageKeyCommand(key("n"), { "?": help }, false)).toBeNull();
    expect(pageKeyCommand(key("N"), keys, false)).toBeNull();
    expect(pageKeyCommand(key("x"), keys, false)).toBeNull();
  });

  it("leaves a key with a modifier to the browser, and does nothing while a dialog of the page is open", () => {
    expect(pageKeyCommand(key("n", { ctrlKey: true }), keys, false)).toBeNull();
    expect(pageKeyCommand(key("n", { metaKey: true }), keys, false)).toBeNull();
    expect(pageKeyCommand(key("n", { altKey: true }), keys, false)).toBeNull();
    expect(pageKeyCommand(key("n"), keys, true)).toBeNull();
  });

  it("leaves a key typed into a field or a dialog to that control", () => {
    class FakeElement {
      constructor(
        readonly isContentEditable: boolean,
        private readonly inside: boolean,
      ) {}
      closest() {
        return this.inside ? {} : null;
      }
    }
    vi.stubGlobal("HTMLElement", FakeElement);
    const field = new FakeElement(false, true) as unknown as EventTarget;
    const editable = new FakeElement(true, false) as unknown as EventTarget;
    const row = new FakeElement(false, false) as unknown as EventTarget;
    expect(pageKeyCommand(key("n", { target: field }), keys, false)).toBeNull();
    expect(pageKeyCommand(key("n", { target: editable }), keys, false)).toBeNull();
    expect(pageKeyCommand(key("n", { target: row }), keys, false)).toBe(create);
  });
});
