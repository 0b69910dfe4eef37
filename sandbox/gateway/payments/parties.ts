import type { TRng } from "../../core/rng";
import { makeIban } from "./iban";

// Realistic counterparties for seed data and control scenes: real bank codes and BICs of SEPA and
// correspondent banks, invented people and companies, IBANs with valid check digits.

export type TParty = { name: string; account: string; bic: string; code?: string };

type TBank = { bic: string; country: string; bban: (rng: TRng) => string; currency?: string };

const SEPA_BANKS: TBank[] = [
  { bic: "DEUTDEFFXXX", country: "DE", bban: (r) => `50070010${r.digits(10)}` },
  { bic: "COBADEFFXXX", country: "DE", bban: (r) => `50040000${r.digits(10)}` },
  { bic: "BNPAFRPPXXX", country: "FR", bban: (r) => `3000400001${r.digits(13)}` },
  { bic: "INGBNL2AXXX", country: "NL", bban: (r) => `INGB${r.digits(10)}` },
  { bic: "RABONL2UXXX", country: "NL", bban: (r) => `RABO${r.digits(10)}` },
  { bic: "BBVAESMMXXX", country: "ES", bban: (r) => `0182${r.digits(16)}` },
  { bic: "UNCRITMMXXX", country: "IT", bban: (r) => `X0200801600${r.digits(12)}` },
  { bic: "HABALT22XXX", country: "LT", bban: (r) => `73000${r.digits(11)}` },
  { bic: "GEBABEBBXXX", country: "BE", bban: (r) => `001${r.digits(9)}` },
  { bic: "BKAUATWWXXX", country: "AT", bban: (r) => `12000${r.digits(11)}` },
];

/** Correspondent banks for SWIFT payments, some outside the euro. */
const SWIFT_BANKS: TBank[] = [
  { bic: "CHASUS33XXX", country: "US", bban: (r) => r.digits(12), currency: "USD" },
  { bic: "BARCGB22XXX", country: "GB", bban: (r) => `BARC200000${r.digits(8)}`, currency: "GBP" },
  { bic: "UBSWCHZH80A", country: "CH", bban: (r) => `00230${r.digits(12)}`, currency: "CHF" },
  { bic: "MHCBJPJTXXX", country: "JP", bban: (r) => r.digits(10), currency: "JPY" },
  { bic: "DEUTDEFFXXX", country: "DE", bban: (r) => `50070010${r.digits(10)}`, currency: "EUR" },
];

/** The tenant's own side: the institution of the settlement accounts (transfers/accounts.ts), bank code 39990. */
export const TENANT_BIC = "CSGNLT21XXX";

/** Company code of "Sandbox Customer GmbH", the customer of the cancellation and Instant scenes. */
export const SANDBOX_CUSTOMER_CODE = "304117263";

const FIRST = [
  "Anna",
  "Jonas",
  "Marie",
  "Lukas",
  "Sofia",
  "Mateo",
  "Emma",
  "Noah",
  "Ieva",
  "Tomas",
  "Chiara",
  "Pieter",
];
const LAST = [
  "Schmidt",
  "Dubois",
  "de Vries",
  "Garcia",
  "Rossi",
  "Kazlauskas",
  "Peeters",
  "Huber",
  "Novak",
  "Janssen",
];
const COMPANIES = [
  "Nordlicht Logistik GmbH",
  "Atelier Moreau SARL",
  "Van Dijk Trading B.V.",
  "Iberia Solar S.L.",
  "Baltic Timber UAB",
  "Alpenmilch AG",
  "Costa Ceramiche S.p.A.",
  "Brightwave Ltd",
  "Harbor Freight Inc.",
  "Sakura Components K.K.",
];

const COMPANY = /\b(GmbH|SARL|B\.V\.|S\.L\.|UAB|AG|S\.p\.A\.|Ltd|Inc\.|K\.K\.)$/;

/**
 * A Lithuanian-style identification code, derived from the account so it never changes between runs and
 * does not disturb the seeded random sequence: 9 digits for a company, 11 (a personal code) for a person.
 */
export function partyCode(name: string, account: string): string {
  let h = 7;
  for (const ch of account) h = (h * 31 + ch.charCodeAt(0)) % 1_000_000_007;
  const digits = String(h).padStart(10, "0");
  return COMPANY.test(name) ? `30${digits.slice(0, 7)}` : `3${digits.slice(0, 2)}0${digits.slice(2, 9)}`;
}

export function personOrCompany(rng: TRng): string {
  return rng.next() < 0.5 ? `${rng.pick(FIRST)} ${rng.pick(LAST)}` : rng.pick(COMPANIES);
}

/** A counterparty at a SEPA bank (or a correspondent for SWIFT). */
export function counterparty(rng: TRng, swift = false): TParty & { currency?: string } {
  const bank = rng.pick(swift ? SWIFT_BANKS : SEPA_BANKS);
  const account =
    bank.country === "US" || bank.country === "JP" ? bank.bban(rng) : makeIban(bank.country, bank.bban(rng));
  const name = personOrCompany(rng);
  return {
    name,
    account,
    bic: bank.bic,
    // Foreign banks pass an identification code about half the time (only when the sender filled it in).
    ...(account.charCodeAt(account.length - 1) % 2 === 0 && { code: partyCode(name, account) }),
    ...(bank.currency && { currency: bank.currency }),
  };
}

/** One of the tenant's customers: an LT IBAN at the tenant's BIC. */
export function customer(rng: TRng): TParty {
  const name = personOrCompany(rng);
  const account = makeIban("LT", `39990${rng.digits(11)}`);
  return { name, account, bic: TENANT_BIC, code: partyCode(name, account) };
}
