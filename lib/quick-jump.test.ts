import { describe, expect, it } from "vitest";
import { PAGES } from "./auth/client-safe/pages";
import { can } from "./auth/client-safe/permissions";
import type { TRole } from "./auth/client-safe/roles";
import { jumpKindsFor, jumpKindsInWords, quickJump, type TJumpKind } from "./quick-jump";

const UUID = "3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const pagesOf = (roles: TRole[]) =>
  PAGES.filter((p) => can(roles, p.permission)).map(({ href, label }) => ({ href, label }));
const jump = (text: string, roles: TRole[]) =>
  quickJump(text, { kinds: jumpKindsFor(roles), pages: pagesOf(roles) });
const hrefs = (text: string, roles: TRole[]) => jump(text, roles).targets.map((t) => t.href);

describe("jumpKindsFor", () => {
  it("follows the permission table", () => {
    expect(jumpKindsFor(["finance_ops"])).toEqual([
      "payment",
      "cancellation",
      "ledger-account",
      "ledger-transaction",
      "draft",
    ]);
    expect(jumpKindsFor(["compliance"])).toEqual([
      "payment",
      "ledger-account",
      "ledger-transaction",
      "restriction-order",
    ]);
    expect(jumpKindsFor(["manager"])).toEqual(["payment", "ledger-account", "ledger-transaction", "draft"]);
    expect(jumpKindsFor(["admin"])).toEqual(["payment"]);
    expect(jumpKindsFor([])).toEqual([]);
  });

  it("unions the kinds of several roles, in offer order", () => {
    expect(jumpKindsFor(["compliance", "finance_ops"])).toEqual([
      "payment",
      "cancellation",
      "ledger-account",
      "ledger-transaction",
      "draft",
      "restriction-order",
    ]);
  });
});

describe("quickJump", () => {
  it("offers a number as a payment, then a cancellation request, trimmed", () => {
    expect(jump("  1042\n", ["finance_ops"]).targets).toEqual([
      { kind: "payment", label: "Payment", id: "1042", href: "/payments/1042" },
      { kind: "cancellation", label: "Cancellation request", id: "1042", href: "/cancellations/1042" },
    ]);
  });

  it("uses each schema's own normal form (a payment id is a number, a request id keeps its digits)", () => {
    expect(hrefs("0042", ["finance_ops"])).toEqual(["/payments/42", "/cancellations/0042"]);
  });

  it("offers a UUID as a ledger account, then a transaction, then a payment draft, in lower case", () => {
    expect(hrefs(` ${UUID.toUpperCase()} `, ["manager"])).toEqual([
      `/ledger/accounts/${UUID}`,
      `/ledger/transactions/${UUID}`,
      `/drafts/${UUID}`,
    ]);
    expect(jump(UUID, ["manager"]).order).toBe("targets-first");
  });

  it("offers only what the roles may open", () => {
    expect(hrefs("1042", ["admin"])).toEqual(["/payments/1042"]);
    expect(hrefs(UUID, ["finance_ops"])).not.toContain(`/restriction-orders/${UUID}`);
    expect(hrefs("1042", ["manager"])).toEqual(["/payments/1042"]);
  });

  it("offers a draft only to those who see the Drafts pages", () => {
    expect(hrefs(UUID, ["finance_ops"])).toContain(`/drafts/${UUID}`);
    expect(hrefs(UUID, ["compliance"])).not.toContain(`/drafts/${UUID}`);
    expect(hrefs(UUID, ["admin"])).toEqual([]);
  });

  it("offers any text as a document id last, encoded for the path", () => {
    expect(hrefs("1042", ["compliance"])).toEqual(["/payments/1042", "/restriction-orders/1042"]);
    expect(hrefs("DOC 7#b", ["compliance"])).toEqual(["/restriction-orders/DOC%207%23b"]);
  });

  it("says why, kind by kind, when the text is no id the reader may open", () => {
    const r = jump("abc-42", ["finance_ops"]);
    expect(r.targets).toEqual([]);
    expect(r.invalid?.map((i) => [i.kind, i.message])).toEqual([
      ["payment", "A payment id is a whole number, such as 1042."],
      ["cancellation", "A cancellation request id is a whole number, such as 1042."],
      ["ledger-account", expect.stringContaining("Enter a UUID")],
      ["ledger-transaction", expect.stringContaining("A transaction id is a UUID")],
      ["draft", "A draft id is a UUID."],
    ]);
    expect(jump("0", ["admin"]).invalid).toEqual([
      { kind: "payment", label: "Payment", message: "A payment id is a positive whole number." },
    ]);
    // A path is no document id either.
    expect(jump("a/b", ["compliance"]).invalid?.at(-1)?.message).toBe("A document id has no “/”.");
  });

  it("matches page names and puts them first when the text reads like one", () => {
    const r = jump("ledg", ["finance_ops"]);
    expect(r.pages).toEqual([{ href: "/ledger", label: "Ledger" }]);
    expect(r.invalid).toBeNull();
    // For compliance any text is also a document id, offered after the page.
    const c = jump("Audit", ["compliance"]);
    expect(c.pages.map((p) => p.href)).toEqual(["/audit"]);
    expect(c.targets.map((t) => t.kind)).toEqual(["restriction-order"]);
    expect(c.order).toBe("pages-first");
    // A page the roles do not reach is no match.
    expect(jump("ledger", ["admin"]).pages).toEqual([]);
    expect(jump("ledger", ["admin"]).invalid).not.toBeNull();
  });

  it("lists every page of the reader and no target for empty text", () => {
    const r = jump("   ", ["manager"]);
    expect(r.pages).toEqual(pagesOf(["manager"]));
    expect(r.targets).toEqual([]);
    expect(r.invalid).toBeNull();
  });
});

describe("jumpKindsInWords", () => {
  it.each<[TJumpKind[], string]>([
    [["payment"], "payment"],
    [["payment", "restriction-order"], "payment or restriction order"],
    [["payment", "cancellation", "ledger-account"], "payment, cancellation request or ledger account"],
  ])("%j → %s", (kinds, words) => expect(jumpKindsInWords(kinds)).toBe(words));
});
