import type { TSandboxContext } from "../context";
import type { TOrderStatus } from "./orders";
import { createOrder, REJECTION_REASONS } from "./orders";

// A dozen restriction orders over the last three weeks, most still UNPROCESSED (the work queue), a few
// already confirmed or rejected. Deterministic through ctx.rng.

const DEBTORS = [
  ["Jonas Petraitis", "38703150123"],
  ["Ona Kazlauskienė", "48511020456"],
  ["UAB Medienos Linija", "302456789"],
  ["Tomas Jankauskas", "39001250789"],
  ["MB Saulės Kraštas", "305987321"],
  ["Rasa Vaitkutė", "49207300111"],
] as const;
const CREDITORS = [
  { name: "State Tax Inspectorate", account: "LT247300010112394300", bic: "HABALT22XXX", id: "188659752" },
  {
    name: "State Social Insurance Fund Board",
    account: "LT807300010002450000",
    bic: "HABALT22XXX",
    id: "191630223",
  },
  {
    name: "Bailiff Office of R. Žukauskas",
    account: "LT954010051001122334",
    bic: "AGBLLT2XXXX",
    id: "302111222",
  },
] as const;
const REASONS = [
  "Recovery of unpaid taxes",
  "Recovery of social insurance arrears",
  "Court judgment enforcement",
];

export function seedRestriction(ctx: TSandboxContext): void {
  const now = ctx.clock.now();
  // Oldest first, so document numbers grow with the order date.
  const ages = Array.from({ length: 12 }, () => ctx.rng.int(1, 21 * 24)).sort((a, b) => b - a);
  for (const [i, age] of ages.entries()) {
    const [name, id] = ctx.rng.pick(DEBTORS);
    const payee = ctx.rng.pick(CREDITORS);
    // The oldest orders are the decided ones; the recent ones wait in the queue.
    const status: TOrderStatus = i >= 4 ? "UNPROCESSED" : i < 2 ? "CONFIRMED" : "REJECTED";
    const amount = ctx.rng.int(50, 12_000) * 100 + ctx.rng.int(0, 99);
    createOrder(ctx, {
      date: new Date(now - age * 3_600_000).toISOString(),
      status,
      amount,
      freeDisposalAmount: ctx.rng.next() < 0.5 ? 0 : 92_400,
      freeDisposalComment: ctx.rng.next() < 0.5 ? "" : "Minimum monthly wage remains at free disposal",
      payer: {
        name,
        id,
        account: lithuanianIban(`39990${ctx.rng.digits(11)}`),
        bic: "CSGNLT21XXX",
        member_code: "39990",
      },
      payee: { ...payee, member_code: payee.account.slice(4, 9) },
      executeReason: ctx.rng.pick(REASONS),
      ...(status === "REJECTED" && { rejectionReason: ctx.rng.pick(REJECTION_REASONS) }),
    });
  }
}

/** An IBAN with valid check digits (ISO 13616 mod 97), so the payer accounts pass IBAN validation. */
function lithuanianIban(bban: string): string {
  const digits = `${bban}2129` + "00"; // "LT" → 21 29
  const check = 98n - (BigInt(digits) % 97n);
  return `LT${String(check).padStart(2, "0")}${bban}`;
}
