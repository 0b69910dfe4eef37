import { describe, expect, it } from "vitest";
import { block, document, NS03, tx } from "./pain001-fixtures";
import { parsePain001 } from "./parse-pain001";

const one = (namespace = NS03) =>
  document(namespace, [block({ date: "2026-12-01", txs: [tx({ name: "Anna", iban: "DE89" })] })]);

describe("parsePain001 refuses the file", () => {
  it("refuses another namespace or root, naming what it found", () => {
    const ns = "urn:iso:std:iso:20022:tech:xsd:pain.008.001.02";
    expect(parsePain001(one(ns)).fileErrors[0]).toMatch(
      `The file's Document has "${ns}"; accepted are pain.001.001.03 and pain.001.001.09`,
    );
    expect(parsePain001(one().replace(` xmlns="${NS03}"`, "")).fileErrors[0]).toMatch(
      "Document has no namespace",
    );
    expect(parsePain001(document(NS03, [], "Invoice")).fileErrors).toEqual([
      "The file's root element is <Invoice>; a pain.001 file has <Document>.",
    ]);
  });

  it("refuses malformed XML with the parser's position", () => {
    const broken = one().replace("</Cdtr>", "</Cdr>");
    expect(parsePain001(broken).fileErrors[0]).toMatch(
      /^The file is not well-formed XML: .*Cdtr.* \(line \d+, column \d+\)\.$/,
    );
    expect(parsePain001("not xml").fileErrors[0]).toMatch(/^The file is not well-formed XML/);
    // The validator names every tag left open; the message keeps to a readable length.
    const unclosed = parsePain001(one().replace("</Document>", "<a>".repeat(10_000)));
    expect(unclosed.fileErrors[0]).toMatch(
      /^The file is not well-formed XML: .{1,200}… \(line \d+, column \d+\)\.$/,
    );
  });

  it("refuses a DOCTYPE with entities: billion laughs and XXE, never expanded", () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
      ${one()
        .replace(/^<\?xml[^>]*>/, "")
        .replace("Anna", "&lol2;")}`;
    const xxe = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${one()
      .replace(/^<\?xml[^>]*>/, "")
      .replace("Anna", "&xxe;")}`;
    for (const file of [laughs, xxe, one().replace("<CstmrCdtTrfInitn>", "<!DOCTYPE x><CstmrCdtTrfInitn>")]) {
      const result = parsePain001(file);
      expect(result.rows).toEqual([]);
      expect(result.fileErrors).toEqual([expect.stringMatching(/^The file declares a DOCTYPE or entities/)]);
    }
  });

  it("refuses nesting deeper than a payment file has", () => {
    const deep = one().replace("<Nm>Anna</Nm>", `<Nm>${"<a>".repeat(500)}${"</a>".repeat(500)}</Nm>`);
    expect(parsePain001(deep).fileErrors).toEqual([
      "The file cannot be read as XML: Maximum nested tags exceeded.",
    ]);
  });

  it("refuses a file without transactions, and 10,001 transactions saying how many", () => {
    expect(parsePain001(document(NS03, [])).fileErrors).toEqual([
      "The file holds no transactions (PmtInf/CdtTrfTxInf).",
    ]);
    const txs = Array.from({ length: 5_001 }, (_, i) => tx({ name: `P${i}`, iban: "DE89" }));
    const file = document(NS03, [
      block({ date: "2026-12-01", txs }),
      block({ date: "2026-12-01", txs: txs.slice(1) }),
    ]);
    expect(parsePain001(file).fileErrors).toEqual([
      "The file has 10,001 transactions; at most 10,000 can be uploaded at once.",
    ]);
  });
});
