import type { TRng } from "../core/rng";

// Identifier forms of docs/platform-interface.md#ledger-accounts: ids are UUIDs (8-4-4-4-12 hexadecimal
// digits, any version); a customer account's two ledger accounts are
// `CUSTOMER:<party_id>:<account_id>:CURRENT|HOLDING`; the institution's own books are
// `INTERNAL:<name>:<name>`.

export const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const UUID = UUID_PATTERN.source.slice(1, -1);
const CUSTOMER = new RegExp(`^CUSTOMER:(${UUID}):(${UUID}):(CURRENT|HOLDING)$`);
/** The interface leaves the alphabet of INTERNAL names open: letters, digits, `_`, `-` and `.`, 1–64 each. */
const INTERNAL = /^INTERNAL:[A-Za-z0-9_.-]{1,64}:[A-Za-z0-9_.-]{1,64}$/;

export type TLedgerAddress =
  | { kind: "customer"; partyId: string; accountId: string; side: "CURRENT" | "HOLDING" }
  | { kind: "internal"; name: string };

export function parseLedgerAddress(text: string): TLedgerAddress | null {
  const customer = CUSTOMER.exec(text);
  if (customer) {
    const side = customer[3] as "CURRENT" | "HOLDING";
    return {
      kind: "customer",
      partyId: customer[1]!.toLowerCase(),
      accountId: customer[2]!.toLowerCase(),
      side,
    };
  }
  return INTERNAL.test(text) ? { kind: "internal", name: text } : null;
}

export function ledgerAccountsOf(partyId: string, accountId: string) {
  return {
    currentLedgerAccount: `CUSTOMER:${partyId}:${accountId}:CURRENT`,
    holdingLedgerAccount: `CUSTOMER:${partyId}:${accountId}:HOLDING`,
  };
}

/** A version-4 UUID from the seeded random source (seed data is the same run after run). */
export function uuidFrom(rng: TRng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16));
  hex[12] = "4";
  hex[16] = "89ab"[rng.int(0, 3)]!;
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A German IBAN with valid check digits: bank code (8 digits) + account number (10 digits). */
export function germanIban(bankCode: string, accountNumber: string): string {
  const bban = `${bankCode}${accountNumber.padStart(10, "0")}`;
  return `DE${checkDigits("DE", bban)}${bban}`;
}

export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  return mod97(`${iban.slice(4)}${iban.slice(0, 4)}`) === 1;
}

function checkDigits(country: string, bban: string): string {
  return String(98 - mod97(`${bban}${country}00`)).padStart(2, "0");
}

/** ISO 13616: letters become 10–35, the number taken modulo 97 piece by piece. */
function mod97(text: string): number {
  const digits = [...text].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join("");
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest;
}
