import { describe, expect, it } from "vitest";
import { NEW_PAYMENT_FIELDS } from "@/lib/domain/initiation/fields";
import { bulkErrorFile } from "./error-file";
import { parseBulkCsv } from "./parse-csv";

const HEADER = `line,field,message,${NEW_PAYMENT_FIELDS.join(",")}\r\n`;
const empties = (n: number) => ",".repeat(n);

describe("bulkErrorFile", () => {
  it("lists the errors in file order with the row's values, none for a row that could not be read", () => {
    const file = bulkErrorFile(
      [
        { line: 4, message: "This row has 2 cells; the header has 3." },
        { line: 2, field: "amount", message: "Enter an amount, like 12.50." },
      ],
      [{ line: 2, raw: { creditorName: "Anna, Ltd", creditorIban: "DE89", amount: "12,5" } }],
    );
    const values = NEW_PAYMENT_FIELDS.map(
      (f) => ({ creditorName: '"Anna, Ltd"', creditorIban: "DE89", amount: '"12,5"' })[f as string] ?? "",
    );
    expect(file).toBe(
      HEADER +
        `2,amount,"Enter an amount, like 12.50.",${values.join(",")}\r\n` +
        `4,,This row has 2 cells; the header has 3.${empties(NEW_PAYMENT_FIELDS.length)}\r\n`,
    );
  });

  it("neutralises a formula from the uploaded file, which the parser kept as text", () => {
    const parsed = parseBulkCsv(
      'creditorName,creditorIban,amount\n"=HYPERLINK(""http://evil.example"",""Pay"")",@DE89,+1\n',
    );
    expect(parsed.rows[0]!.raw.creditorName).toBe('=HYPERLINK("http://evil.example","Pay")');
    const file = bulkErrorFile([{ line: 2, field: "creditorIban", message: "Not an IBAN." }], parsed.rows);
    const row = file.split("\r\n")[1]!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Pay"")"`);
    expect(row).toContain(",'@DE89,");
    expect(row).toContain(",'+1,");
    expect(row).not.toMatch(/,=|,@|,\+/);
  });

  it("names the first column after the unit: transactions for a pain.001", () => {
    const file = bulkErrorFile([{ line: 3, message: "x" }], [], "transaction");
    expect(file.startsWith("transaction,field,message,")).toBe(true);
    expect(file.split("\r\n")[1]).toBe(`3,,x${empties(NEW_PAYMENT_FIELDS.length)}`);
  });
});
