import "server-only";
import { REQUIRED_COLUMNS } from "@/lib/domain/initiation/bulk-upload";
import { NEW_PAYMENT_FIELDS, type TNewPaymentField } from "@/lib/domain/initiation/fields";

// A CSV header row matched to the new payment's fields. Spreadsheets and other systems spell a column
// their own way ("Creditor IBAN", "creditor_iban", "creditorIban"): case, spaces, "_", "-" and "." are
// ignored. Anything else is refused by name, so that a misspelt column is never silently dropped.

const key = (name: string) => name.toLowerCase().replace(/[\s_\-.]+/g, "");
const BY_KEY = new Map<string, TNewPaymentField>(NEW_PAYMENT_FIELDS.map((f) => [key(f), f]));

export type TColumns = { ok: true; fields: TNewPaymentField[] } | { ok: false; errors: string[] };

export function matchColumns(header: readonly string[]): TColumns {
  const errors: string[] = [];
  const fields: TNewPaymentField[] = [];
  const unknown: string[] = [];
  header.forEach((name, i) => {
    const field = BY_KEY.get(key(name));
    if (name.trim() === "") errors.push(`Column ${i + 1} has no name in the header row.`);
    else if (!field) unknown.push(`"${name.trim()}"`);
    else if (fields.includes(field)) errors.push(`The column for ${field} appears twice ("${name.trim()}").`);
    else fields.push(field);
  });
  if (unknown.length > 0) {
    errors.push(
      `Unknown ${unknown.length === 1 ? "column" : "columns"} ${unknown.join(", ")}. The accepted columns are: ${NEW_PAYMENT_FIELDS.join(", ")}.`,
    );
  }
  const missing = REQUIRED_COLUMNS.filter((f) => !fields.includes(f));
  if (missing.length > 0) {
    errors.push(`The ${missing.length === 1 ? "column" : "columns"} ${missing.join(", ")} must be present.`);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, fields };
}
