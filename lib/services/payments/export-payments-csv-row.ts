import { csvCell } from "@/lib/csv";
import { resolveCurrency, toPlainDecimal } from "@/lib/money";
import type { TPayment } from "@/lib/domain/payments/payments";

// One payment → one CSV line (RFC 4180, CRLF). Machine-readable on purpose: amounts are exact plain decimals
// of major units ("1234.56", never "1,234.56 EUR") beside their currency, times are ISO 8601 in UTC, so a
// spreadsheet or a reconciliation script reads the same figure whatever the exporter's locale was.

export const PAYMENT_CSV_HEADER = [
  "id",
  "created_at_utc",
  "updated_at_utc",
  "settlement_date",
  "direction",
  "method",
  "type",
  "status",
  "status_name",
  "amount",
  "currency",
  "amount_minor",
  "debtor_name",
  "debtor_account",
  "debtor_bic",
  "creditor_name",
  "creditor_account",
  "creditor_bic",
  "end_to_end_id",
  "uetr",
  "parent_id",
] as const;

const ISO_WITH_ZONE =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)$/i;

/**
 * A platform time → ISO 8601 UTC ("2026-03-01T08:00:00.123Z"). The platform may send any offset; the export
 * says UTC. Fraction digits are kept as sent (microseconds stay microseconds, none are invented), which a
 * Date round trip would not do. A value without a zone, or not a time at all, is returned as sent: guessing
 * its zone would change the instant, and dropping it would hide data.
 */
export function toUtcIso(text: string | null): string | null {
  if (text === null) return null;
  const m = ISO_WITH_ZONE.exec(text.trim());
  if (!m) return text;
  const [, y, mo, d, h, mi, s = "00", fraction = "", zone] = m;
  const local = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const c = new Date(local);
  // Date.UTC rolls 2026-02-30 over into March and 24:00 into the next day: such a value is returned as sent
  // rather than exported as another instant.
  const same = [c.getUTCFullYear(), c.getUTCMonth() + 1, c.getUTCDate(), c.getUTCHours(), c.getUTCMinutes()];
  if (same.join() !== [y, mo, d, h, mi].map(Number).join() || Number(s) > 59) return text;
  let offsetMin = 0;
  if (zone!.toUpperCase() !== "Z") {
    const digits = zone!.slice(1).replace(":", "");
    offsetMin =
      (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || "0")) * (zone![0] === "-" ? -1 : 1);
  }
  const utc = new Date(local - offsetMin * 60_000).toISOString().slice(0, 19);
  return `${utc}${fraction}Z`;
}

// csvCell quotes a leading "-" as a possible formula, which would turn "-5.00" into text. A cell that is
// only a number cannot run as a formula, so numbers (checked here, never trusted) go out bare.
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const numberCell = (text: string | null) => (text !== null && PLAIN_NUMBER.test(text) ? text : csvCell(text));

/** Major units when the currency's precision is known; empty otherwise (amount_minor still has it). */
function majorAmount(p: TPayment): string | null {
  return resolveCurrency(p.currency) ? toPlainDecimal(p.amount, p.currency) : null;
}

export function paymentCsvLine(p: TPayment): string {
  const cells = [
    numberCell(String(p.id)),
    csvCell(toUtcIso(p.createdAt)),
    csvCell(toUtcIso(p.updatedAt)),
    csvCell(p.settlementDate),
    csvCell(p.direction),
    csvCell(p.method),
    csvCell(p.type),
    csvCell(p.status),
    csvCell(p.statusName),
    numberCell(majorAmount(p)),
    csvCell(p.currency),
    numberCell(String(p.amount)),
    csvCell(p.debtorName),
    csvCell(p.debtorAccount),
    csvCell(p.debtorBic),
    csvCell(p.creditorName),
    csvCell(p.creditorAccount),
    csvCell(p.creditorBic),
    csvCell(p.endToEndId),
    csvCell(p.uetr),
    numberCell(p.parentId === null ? null : String(p.parentId)),
  ];
  return `${cells.join(",")}\r\n`;
}

export const PAYMENT_CSV_HEADER_LINE = `${PAYMENT_CSV_HEADER.join(",")}\r\n`;
