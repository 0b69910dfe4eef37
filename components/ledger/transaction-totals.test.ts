import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parsePostingCurrency } from "@/lib/money/ledger-currency";
import { TransactionTotals } from "./transaction-totals";

// Finding 6e: the totals labelled a currency with the ledger's wire form `EUR/2`.

const posting = (amount: number, wire: string) => {
  const c = parsePostingCurrency(wire);
  if (!c.ok) throw new Error(c.error);
  return { amount, currency: c.currency };
};
const cells = (markup: string) =>
  [...markup.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ""));

describe("TransactionTotals", () => {
  it("names each currency by its code, with the amount in the ledger's stated precision", () => {
    const markup = renderToStaticMarkup(
      createElement(TransactionTotals, {
        postings: [posting(12_800, "EUR/2"), posting(1_700, "JPY/0"), posting(200, "EUR/2")],
      }),
    );
    expect(markup).not.toContain("EUR/2");
    expect(markup).not.toContain("/0");
    expect(cells(markup)).toEqual(["EUR", "2", "130.00\u00a0EUR", "JPY", "1", "1,700\u00a0JPY"]);
    expect(markup).toContain('data-currency="EUR"');
  });

  it("tells one code in two precisions apart by its decimals, the only case that needs them", () => {
    const markup = renderToStaticMarkup(
      createElement(TransactionTotals, { postings: [posting(1500, "EUR/3"), posting(1500, "EUR/2")] }),
    );
    expect(cells(markup)).toEqual([
      "EUR (3 decimals)",
      "1",
      "1.500\u00a0EUR",
      "EUR (2 decimals)",
      "1",
      "15.00\u00a0EUR",
    ]);
  });
});
