import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { TTransactionRecord } from "@/lib/domain/payments/detail";
import { OtherKeys } from "./payment-fields-parts";
import { PaymentFields } from "./payment-fields";
import { RawValue, unlabelledEntries } from "./raw-value";

// Finding 6d: detail pages printed transport fields (`_links`) as data and structured values unreadably.
// Rendered to HTML on the server, as the page's first paint is.

const links = {
  self: { href: "/v2/transactions/42" },
  cancellations: { href: "/v3/cancellation-requests?trx=42" },
};
const html = (el: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(el);
const text = (markup: string) => markup.replace(/<[^>]+>/g, " ").replace(/&quot;/g, '"');

describe("unknown fields on detail pages", () => {
  it("splits transport fields (names starting with _) from data, keeping the platform's order", () => {
    expect(
      unlabelledEntries({ id: 1, _links: links, fx_rate: "1.08", _embedded: {}, known: 2 }, ["id", "known"]),
    ).toEqual({
      data: [["fx_rate", "1.08"]],
      transport: [
        ["_links", links],
        ["_embedded", {}],
      ],
    });
  });

  it("leaves _links out of the payment's field list, and keeps it in a disclosure beneath", () => {
    const t = {
      transaction_id: 42,
      amount: 1000,
      currency_isocode_alphabetic: "EUR",
      direction: "OUTBOUND",
      sepa_msg_id: "MSG42",
      status: "Completed",
      status_hardvalue: "COMPLETED",
      type: "Payment",
      type_id: 1,
    } as TTransactionRecord;
    const extra = [
      { key: "_links", value: links },
      {
        key: "screening",
        value: { hit: false, lists: ["EU", "UN"], detail: { score: 0.12, source: { id: "S-1" } } },
      },
    ];
    const markup = html(createElement(PaymentFields, { t, extra, level: 2 }));
    const section = markup.slice(markup.indexOf('data-testid="section-payment-extra"'));
    const list = section.slice(0, section.indexOf('data-testid="transport-fields"'));
    expect(list).not.toContain("_links");
    expect(list).toContain("screening");
    expect(section).toMatch(
      /data-testid="transport-fields"[^]*Links and transport fields, not shown as data \(_links\)/,
    );
    expect(markup).not.toContain("[object Object]");
  });

  it("shows a nested value as a name/value list, deeper levels as indented JSON, never [object Object]", () => {
    const markup = html(
      createElement(RawValue, {
        value: { hit: false, lists: ["EU", "UN"], detail: { score: 0.12, source: { id: "S-1" } } },
      }),
    );
    expect(markup).not.toContain("[object Object]");
    expect(markup).toMatch(/<dt[^>]*>hit<\/dt><dd[^>]*><span[^>]*>false<\/span><\/dd>/);
    expect(markup).toMatch(/<dt[^>]*>lists<\/dt><dd[^>]*><span[^>]*>EU, UN<\/span>/);
    expect(markup).toMatch(/<dt[^>]*>score<\/dt>/);
    // Two levels down the value is JSON, indented over several lines, not one long line.
    expect(text(markup)).toContain('{\n  "id": "S-1"\n}');
    const arrayOfObjects = html(createElement(RawValue, { value: [{ a: 1 }, { b: 2 }] }));
    expect(arrayOfObjects).toContain("<pre");
    expect(text(arrayOfObjects).split("\n").length).toBeGreaterThan(4);
  });

  it("leaves transport fields out of a nested party's extra rows", () => {
    const markup = html(
      createElement(OtherKeys, {
        obj: { name: "A", _links: links, lei: "529900T8BM49AURSDO55" },
        known: ["name"],
        prefix: "Debtor",
      }),
    );
    expect(markup).toContain("Debtor lei");
    expect(markup).not.toContain("_links");
  });
});
