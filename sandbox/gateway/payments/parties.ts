import type { TRng } from "../../core/rng";
import { makeIban } from "./iban";

// Realistic counterparties for seed data and control scenes: real bank codes and BICs of SEPA and
// correspondent banks, invented people and companies, IBANs with valid check digits.

export type TParty = { name: string; account: string; bic: string };

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

/** The tenant's own side: an institution on the platform with its own BIC and LT accounts. */
export const TENANT_BIC = "SNDBLT21XXX";

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

export function personOrCompany(rng: TRng): string {
  return rng.next() < 0.5 ? `${rng.pick(FIRST)} ${rng.pick(LAST)}` : rng.pick(COMPANIES);
}

/** A counterparty at a SEPA bank (or a correspondent for SWIFT). */
export function counterparty(rng: TRng, swift = false): TParty & { currency?: string } {
  const bank = rng.pick(swift ? SWIFT_BANKS : SEPA_BANKS);
  const account =
    bank.country === "US" || bank.country === "JP" ? bank.bban(rng) : makeIban(bank.country, bank.bban(rng));
  return {
    name: personOrCompany(rng),
    account,
    bic: bank.bic,
    ...(bank.currency && { currency: bank.currency }),
  };
}

/** One of the tenant's customers: an LT IBAN at the tenant's BIC. */
export function customer(rng: TRng): TParty {
  return { name: personOrCompany(rng), account: makeIban("LT", `39900${rng.digits(11)}`), bic: TENANT_BIC };
}
