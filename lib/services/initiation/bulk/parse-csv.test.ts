import { describe, expect, it } from "vitest";
import { NEW_PAYMENT_FIELDS } from "@/lib/domain/initiation/fields";
import { parseBulkCsv } from "./parse-csv";

const HEADER = "creditorName,creditorIban,amount";
const csv = (...lines: string[]) => lines.join("\n");

describe("parseBulkCsv", () => {
  it("reads one payment per row, trimmed, an empty cell absent, with its file line", () => {
    const result = parseBulkCsv(
      csv(
        "creditorName,creditorIban,amount,remittanceInformation",
        " Anna , DE89370400440532013000 ,10.00,",
        "Bob,NL91ABNA0417164300,2.50,Invoice 7",
      ),
    );
    expect(result).toEqual({
      fileErrors: [],
      rowErrors: [],
      rows: [
        { line: 2, raw: { creditorName: "Anna", creditorIban: "DE89370400440532013000", amount: "10.00" } },
        {
          line: 3,
          raw: {
            creditorName: "Bob",
            creditorIban: "NL91ABNA0417164300",
            amount: "2.50",
            remittanceInformation: "Invoice 7",
          },
        },
      ],
    });
  });

  it("reads a broken quote on one row as that row's error and still reads the others", () => {
    for (const broken of ['Bob,"NL91 "x,2.50', 'Bob,NL9"1,2.50', 'Bob,"NL91ABNA0417164300,2.50']) {
      const result = parseBulkCsv(
        csv(HEADER, "Anna,DE89370400440532013000,10.00", broken, "Cleo,FR1420041010050500013M02606,3.00"),
      );
      expect(result.fileErrors).toEqual([]);
      expect(result.rows.map((r) => [r.line, r.raw.creditorName])).toEqual([
        [2, "Anna"],
        [4, "Cleo"],
      ]);
      expect(result.rowErrors).toEqual([{ line: 3, message: expect.stringMatching(/quote/) }]);
    }
  });

  it("keeps a quoted cell with separators and doubled quotes, and numbers rows by their first line", () => {
    const result = parseBulkCsv(
      csv(
        HEADER + ",remittanceInformation",
        'Anna,DE89370400440532013000,1.00,"a, ""b"""',
        '"Bo\nb",X,2,',
        "Cleo,Y,3,",
      ),
    );
    expect(result.rows.map((r) => [r.line, r.raw.creditorName, r.raw.remittanceInformation])).toEqual([
      [2, "Anna", 'a, "b"'],
      [3, "Bo\nb", undefined],
      [5, "Cleo", undefined],
    ]);
  });

  it("reads ';' as the separator when the header uses it, and CRLF line ends", () => {
    const result = parseBulkCsv("creditorName;creditorIban;amount\r\nAnna;DE89370400440532013000;10,00\r\n");
    expect(result.rows).toEqual([
      { line: 2, raw: { creditorName: "Anna", creditorIban: "DE89370400440532013000", amount: "10,00" } },
    ]);
  });

  it("matches header names whatever their case and separators", () => {
    const result = parseBulkCsv(
      csv(
        "Creditor Name,creditor_iban,AMOUNT,creditor-bic,Requested.Execution Date",
        "Anna,DE89,1,BIC,2026-12-01",
      ),
    );
    expect(result.rows[0]!.raw).toEqual({
      creditorName: "Anna",
      creditorIban: "DE89",
      amount: "1",
      creditorBic: "BIC",
      requestedExecutionDate: "2026-12-01",
    });
  });

  it("refuses an unknown column by name, listing the accepted ones", () => {
    const result = parseBulkCsv(csv(HEADER + ",Beneficiary", "Anna,DE89,1,x"));
    expect(result.rows).toEqual([]);
    expect(result.fileErrors).toEqual([
      `Unknown column "Beneficiary". The accepted columns are: ${NEW_PAYMENT_FIELDS.join(", ")}.`,
    ]);
  });

  it("refuses a file without a required column, and a column twice", () => {
    expect(parseBulkCsv(csv("creditorName,amount", "Anna,1")).fileErrors).toEqual([
      "The column creditorIban must be present.",
    ]);
    expect(parseBulkCsv(csv(HEADER + ",Amount", "Anna,DE89,1,2")).fileErrors).toEqual([
      'The column for amount appears twice ("Amount").',
    ]);
  });

  it("refuses a header row that cannot be read, never taking the next row as the header", () => {
    expect(parseBulkCsv(csv('creditorName,"creditorIban,amount', "Anna,DE89,1")).fileErrors).toEqual([
      "The header row (line 1) cannot be read. A quote opened on this row is never closed.",
    ]);
  });

  it("refuses a header without payments", () => {
    expect(parseBulkCsv(HEADER + "\n\n").fileErrors).toEqual(["The file has a header row but no payments."]);
  });

  it("reports a row with the wrong number of cells on its line", () => {
    const result = parseBulkCsv(csv(HEADER, "Anna,DE89,1,extra", "Bob,NL91", "Cleo,FR14,3"));
    expect(result.rowErrors).toEqual([
      { line: 2, message: "This row has 4 cells; the header has 3." },
      { line: 3, message: "This row has 2 cells; the header has 3." },
    ]);
    expect(result.rows.map((r) => r.line)).toEqual([4]);
  });

  it("skips blank lines and lines of separators only, keeping the file's line numbers", () => {
    const result = parseBulkCsv(csv("", HEADER, "", "  ", "Anna,DE89,1", ",,", " ; ", "Bob,NL91,2", ""));
    expect(result.rowErrors).toEqual([{ line: 7, message: "This row has 1 cell; the header has 3." }]);
    expect(result.rows.map((r) => r.line)).toEqual([5, 8]);
  });

  it("keeps formula-like cells as text, never interpreted", () => {
    const result = parseBulkCsv(csv(HEADER, '"=HYPERLINK(""http://evil"",""x"")",+DE89,@SUM(1)'));
    expect(result.rows[0]!.raw).toEqual({
      creditorName: '=HYPERLINK("http://evil","x")',
      creditorIban: "+DE89",
      amount: "@SUM(1)",
    });
  });

  it("accepts 10,000 payment rows and refuses 10,001 saying how many", () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `Payee ${i},DE89370400440532013000,1.00`);
    expect(parseBulkCsv(csv(HEADER, ...body(10_000))).rows).toHaveLength(10_000);
    expect(parseBulkCsv(csv(HEADER, ...body(10_001)))).toEqual({
      fileErrors: ["The file has 10,001 payment rows; at most 10,000 can be uploaded at once."],
      rows: [],
      rowErrors: [],
    });
  });
});
