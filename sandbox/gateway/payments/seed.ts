import type { TSandboxContext } from "../../context";
import type { TRng } from "../../core/rng";
import type { TDirection, TPaymentStatusName, TScheme } from "../../state/model";
import { createPayment } from "../../state/payments";
import { settleInbound } from "./lifecycle";
import { counterparty, customer, type TParty } from "./parties";

// ~150 payments over the last 30 days for `npm run dev`: every scheme and direction, mostly settled, some
// rejected or cancelled, a dozen waiting in TO_SIGN (most created by the gateway client, so the approver
// client can approve them; a few from the web interface), returns linked to their originals, and two
// inbound SCTs that complete tomorrow. Silent: seeding queues no webhooks. Deterministic from ctx.rng.

const DAY = 86_400_000;
const REASONS = ["AC04", "MS03", "AM04", "AC01", "FOCR", "MD07"];

const uuid = (rng: TRng) => {
  const hex = (n: number) => Array.from({ length: n }, () => rng.int(0, 15).toString(16)).join("");
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${rng.pick(["8", "9", "a", "b"])}${hex(3)}-${hex(12)}`;
};

function pickMethod(rng: TRng): TScheme {
  const r = rng.next();
  return r < 0.45 ? "SEPA" : r < 0.7 ? "INST" : r < 0.82 ? "SWIFT" : r < 0.92 ? "SDD" : "T2";
}

function settledStatus(rng: TRng, method: TScheme, direction: TDirection, ageMs: number): TPaymentStatusName {
  const r = rng.next();
  if (r < 0.05) return "Rejected";
  if (r < 0.07) return "Cancelled";
  if (r < 0.09) return "Some problems";
  if (method === "SWIFT" && direction === "OUTBOUND") return ageMs < DAY ? "Sent to clear" : "Accepted";
  return "Completed";
}

export function seedPayments(ctx: TSandboxContext): void {
  const rng = ctx.rng;
  const now = ctx.clock.now();
  const customers: TParty[] = Array.from({ length: 15 }, () => customer(rng));
  const ages = Array.from({ length: 150 }, () => rng.int(60_000, 30 * DAY)).sort((a, b) => b - a);
  const settled: number[] = [];

  ages.forEach((age, i) => {
    // A dozen of the most recent: outbound SCT/INST/SWIFT above the signing threshold, waiting for approval.
    const toSign = i >= ages.length - 48 && i % 4 === 1;
    const web = toSign && i % 16 === 1;
    const m: TScheme = toSign ? rng.pick(["SEPA", "INST", "SWIFT"]) : pickMethod(rng);
    const direction: TDirection = toSign || rng.next() < 0.5 ? "OUTBOUND" : "INBOUND";
    const ours = rng.pick(customers);
    const theirs = counterparty(rng, m === "SWIFT");
    const [debtor, creditor] = direction === "OUTBOUND" ? [ours, theirs] : [theirs, ours];
    const createdAt = new Date(now - age).toISOString();
    const amount = toSign ? rng.int(150_000, 5_000_000) : Math.round(10 ** (3 + rng.next() * 3.4));
    const p = createPayment(ctx, {
      silent: true,
      createdAt,
      direction,
      method: m,
      amount,
      currency: m === "SWIFT" ? (theirs.currency ?? "EUR") : "EUR",
      status: toSign ? "To sign" : settledStatus(rng, m, direction, age),
      debtorName: debtor.name,
      debtorAccount: debtor.account,
      debtorBic: debtor.bic,
      creditorName: creditor.name,
      creditorAccount: creditor.account,
      creditorBic: creditor.bic,
      debtorCode: debtor.code,
      creditorCode: creditor.code,
      ...((m === "SWIFT" || m === "T2") && { uetr: uuid(rng) }),
      ...(m === "SWIFT" && rng.next() < 0.5 && { compensationAmount: rng.int(500, 3_500) }),
      ...(rng.next() < 0.08 && { unaccountedTaxAmount: rng.int(100, 2_000) }),
      ...(direction === "OUTBOUND" && rng.next() < 0.4 && { metadata: [`invoice-${rng.digits(6)}`] }),
      settlementDate: createdAt.slice(0, 10),
      createdByClient: direction === "OUTBOUND" && !web ? ctx.config.clients[0]!.id : null,
      channel: web ? "web" : "api",
    });
    if (p.status === "Completed" && p.type === "Payment" && (m === "SEPA" || m === "INST" || m === "SWIFT"))
      settled.push(p.transaction_id);
  });

  // Returns of settled payments, a few hours later, in the opposite direction.
  for (let n = 0; n < 6 && settled.length; n++) {
    const parent = ctx.store.payments.get(settled.splice(rng.int(0, settled.length - 1), 1)[0]!)!;
    const at = Math.min(now - 60_000, Date.parse(parent.datetime) + rng.int(2, 48) * 3_600_000);
    createPayment(ctx, {
      silent: true,
      createdAt: new Date(at).toISOString(),
      type: "Payment return",
      direction: parent.direction === "OUTBOUND" ? "INBOUND" : "OUTBOUND",
      method: parent.method,
      amount: parent.amount - (n % 2 === 1 ? 250 : 0),
      currency: parent.currency_isocode_alphabetic,
      status: "Completed",
      debtorName: parent.creditor_name,
      debtorAccount: parent.creditor_account,
      debtorBic: parent.creditor_bank_bic,
      creditorName: parent.debtor_name,
      creditorAccount: parent.debtor_account,
      creditorBic: parent.debtor_bank_bic,
      debtorCode: parent.creditor_code,
      creditorCode: parent.debtor_code,
      parentTrxId: parent.transaction_id,
      parentTrxAmount: parent.amount,
      originReasonCode: rng.pick(REASONS),
      // A returning bank may keep charges: every other seeded return carries them (and arrives short).
      ...(n % 2 === 1 && { returnCharges: 250 }),
      settlementDate: new Date(at).toISOString().slice(0, 10),
      ...(parent.uetr && { uetr: uuid(rng) }),
    });
  }

  // Two inbound SCTs settling tomorrow: Accepted now, Completed when the date arrives.
  const tomorrow = new Date(now + DAY).toISOString().slice(0, 10);
  for (let n = 0; n < 2; n++) {
    const theirs = counterparty(rng);
    const ours = rng.pick(customers);
    const p = createPayment(ctx, {
      silent: true,
      direction: "INBOUND",
      method: "SEPA",
      amount: rng.int(5_000, 900_000),
      status: "Accepted",
      debtorName: theirs.name,
      debtorAccount: theirs.account,
      debtorBic: theirs.bic,
      creditorName: ours.name,
      creditorAccount: ours.account,
      creditorBic: ours.bic,
      creditorCode: ours.code,
      settlementDate: tomorrow,
    });
    settleInbound(ctx, p, tomorrow); // already Accepted: only schedules the completion
  }

  seedAdjustments(ctx, customers);
}

/** Back-office corrections between a customer and the tenant's books, shown with display parties. */
function seedAdjustments(ctx: TSandboxContext, customers: TParty[]): void {
  const rng = ctx.rng;
  for (let n = 0; n < 3; n++) {
    const ours = rng.pick(customers);
    const at = new Date(ctx.clock.now() - rng.int(1, 20) * DAY).toISOString();
    const credit = n % 2 === 0;
    const book = { name: "Countersign Sandbox Bank", account: "LT223999010000000101", bic: ours.bic };
    const [debtor, creditor] = credit ? [book, ours] : [ours, book];
    createPayment(ctx, {
      silent: true,
      createdAt: at,
      type: "Adjustment",
      direction: credit ? "INBOUND" : "OUTBOUND",
      method: "SEPA",
      amount: rng.int(100, 50_000),
      status: "Completed",
      debtorName: debtor.name,
      debtorAccount: debtor.account,
      debtorBic: debtor.bic,
      creditorName: creditor.name,
      creditorAccount: creditor.account,
      creditorBic: creditor.bic,
      purposeInformation: credit ? "Correction of a double charge" : "Correction of a duplicate credit",
      settlementDate: at.slice(0, 10),
    });
  }
}
