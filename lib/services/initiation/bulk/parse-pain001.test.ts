import { describe, expect, it } from "vitest";
import { block, document, NS03, NS09, tx, V03 } from "./pain001-fixtures";
import { parsePain001 } from "./parse-pain001";

const one = (namespace = NS03, extra = "") =>
  document(namespace, [block({ date: "2026-12-01", txs: [tx({ name: "Anna", iban: "DE89", extra })] })]);

describe("parsePain001", () => {
  it("reads a v03 file: each transaction with what its PmtInf gives, numbered across blocks", () => {
    const result = parsePain001(V03);
    expect(result.fileErrors).toEqual([]);
    expect(result.rowErrors).toEqual([]);
    expect(result.rows).toEqual([
      {
        line: 1,
        raw: {
          scheme: "SEPA",
          debtorName: "Acme Treasury GmbH",
          debtorIban: "DE89370400440532013000",
          debtorBic: "COBADEFFXXX",
          requestedExecutionDate: "2026-12-01",
          endToEndId: "INV-2026-0042",
          amount: "1250.50",
          currency: "EUR",
          creditorName: "Müller & Söhne KG",
          creditorIban: "DE75512108001245126199",
          creditorBic: "SOGEDEFFXXX",
          remittanceInformation: "Invoice 2026-0042",
          purpose: "SUPP",
        },
      },
      {
        line: 2,
        raw: {
          scheme: "SEPA",
          debtorName: "Acme Treasury GmbH",
          debtorIban: "DE89370400440532013000",
          debtorBic: "COBADEFFXXX",
          requestedExecutionDate: "2026-12-01",
          amount: "99.99",
          currency: "EUR",
          creditorName: "Dupont SARL",
          creditorIban: "FR1420041010050500013M02606",
          creditorReference: "RF18539007547034",
        },
      },
      {
        // The second PmtInf: its own debtor, Instant by its local instrument, so no execution date.
        line: 3,
        raw: {
          scheme: "INST",
          debtorName: "Acme Payroll",
          debtorIban: "DE02120300000000202051",
          debtorBic: "BYLADEM1001",
          endToEndId: "PAY-7",
          amount: "2000",
          currency: "EUR",
          creditorName: "Jan de Vries",
          creditorIban: "NL91ABNA0417164300",
        },
      },
    ]);
  });

  it("reads a v09 file: BICFI and the date of a DtTm", () => {
    const file = document(NS09, [
      block(
        {
          date: "<DtTm>2026-12-02T08:00:00</DtTm>",
          txs: [tx({ e2e: "E1", name: "Anna", iban: "DE89", bic: "SOGEDEFFXXX", ccy: "USD" }, "BICFI")],
        },
        "BICFI",
      ),
      block({ date: "<Dt>2026-12-03</Dt>", txs: [tx({ name: "Bob", iban: "NL91" }, "BICFI")] }, "BICFI"),
    ]);
    const result = parsePain001(file);
    expect(result.fileErrors).toEqual([]);
    expect(result.rows.map((r) => r.raw)).toEqual([
      expect.objectContaining({
        debtorBic: "COBADEFFXXX",
        creditorBic: "SOGEDEFFXXX",
        currency: "USD",
        requestedExecutionDate: "2026-12-02",
      }),
      expect.objectContaining({ creditorName: "Bob", requestedExecutionDate: "2026-12-03" }),
    ]);
  });

  it("reads Instant from the service level, and from a transaction's own payment type", () => {
    const bySvcLvl = document(NS03, [
      block({
        date: "2026-12-01",
        typeInfo: "<PmtTpInf><SvcLvl><Cd>INST</Cd></SvcLvl></PmtTpInf>",
        txs: [tx({ name: "A", iban: "X" })],
      }),
    ]);
    expect(parsePain001(bySvcLvl).rows[0]!.raw.scheme).toBe("INST");
    const byTx = one(NS03, "<PmtTpInf><LclInstrm><Cd>INST</Cd></LclInstrm></PmtTpInf>");
    expect(parsePain001(byTx).rows[0]!.raw.scheme).toBe("INST");
    expect(parsePain001(one()).rows[0]!.raw.scheme).toBe("SEPA");
  });

  it("reads a prefixed Document and decodes character references", () => {
    const file = one()
      .replace("<Document xmlns=", "<p:Document xmlns:p=")
      .replace("</Document>", "</p:Document>");
    const prefixed = file.replace(/<(\/?)(?!p:|\?)([A-Za-z])/g, "<$1p:$2").replace("Anna", "Ren&#233;e");
    expect(parsePain001(prefixed).rows[0]!.raw.creditorName).toBe("Renée");
  });

  it("reports an element repeated where one is allowed on its transaction, and reads the others", () => {
    const file = document(NS03, [
      block({
        date: "2026-12-01",
        txs: [tx({ name: "A", iban: "X", extra: "<Cdtr><Nm>B</Nm></Cdtr>" }), tx({ name: "C", iban: "Y" })],
      }),
    ]);
    const result = parsePain001(file);
    expect(result.rowErrors).toEqual([
      { line: 1, field: "creditorName", message: "Cdtr/Nm appears more than once." },
    ]);
    expect(result.rows.map((r) => [r.line, r.raw.creditorName])).toEqual([[2, "C"]]);
  });
});
