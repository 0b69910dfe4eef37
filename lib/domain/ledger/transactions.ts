import { z } from "zod";
import { zLocale } from "@/lib/domain/shared/bounds";
import { parseMajorAmount, toMinorNumber, type Currency } from "@/lib/money";
import { ledgerCurrency } from "@/lib/money/ledger-currency";

// Client-safe. The rules of posting a ledger transaction, as ONE schema the postings editor runs in the
// browser as the person types and the server action runs again before anything is sent
// (docs/platform-interface.md#ledger-transactions, Limits; docs/platform.md, Ledger rows). What a person
// typed goes in (amounts in major units of their locale, accounts as text); the exact body to send comes out,
// or one sentence per field, keyed by the same dotted path the ledger's violations use (`postings.3.amount`),
// so an error from either side lands on the same field. What only the ledger can know (an account that does
// not exist, is CLOSED or BLOCKED, or belongs to another party) arrives as its 400 violations.

export const MAX_POSTINGS = 100;
export const REFERENCE_ID_MAX = 255;
export const TYPE_MAX = 64;
export const DETAILS_MAX = 500;
/** The only posting type the interface names; others are allowed ("not shown"), so it is a suggestion. */
export const DEFAULT_POSTING_TYPE = "CREDIT_TRANSFER";
export const REFERENCE_SOURCES = ["CLIENT", "RESTRICTION_SYSTEM"] as const;

const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
const CUSTOMER = new RegExp(`^CUSTOMER:(${UUID}):(${UUID}):(CURRENT|HOLDING)$`);
/** The interface leaves INTERNAL names' alphabet open; the sandbox takes letters, digits, `_ - .`, 1–64. */
const INTERNAL = /^INTERNAL:[A-Za-z0-9_.-]{1,64}:[A-Za-z0-9_.-]{1,64}$/;

/** A ledger id as typed or pasted: a UUID, spaces around it ignored, kept lower case like the ledger's. */
const ledgerUuid = (what: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1, `Enter ${what} id.`)
    .max(64, `${what[0]!.toUpperCase()}${what.slice(1)} id is a UUID: 8-4-4-4-12 hexadecimal digits.`)
    .regex(
      new RegExp(`^${UUID}$`),
      `${what[0]!.toUpperCase()}${what.slice(1)} id is a UUID: 8-4-4-4-12 hexadecimal digits.`,
    );
export const ZLedgerTransactionId = ledgerUuid("a transaction");

export type TLedgerAddress =
  | { kind: "customer"; partyId: string; accountId: string; side: "CURRENT" | "HOLDING"; text: string }
  | { kind: "internal"; text: string };

/** `CUSTOMER:<party>:<account>:CURRENT|HOLDING` or `INTERNAL:<name>:<name>`; ids come out lower case. */
export function parseLedgerAddress(text: string): TLedgerAddress | null {
  const c = CUSTOMER.exec(text);
  if (c) {
    const [partyId, accountId] = [c[1]!.toLowerCase(), c[2]!.toLowerCase()];
    const side = c[3] as "CURRENT" | "HOLDING";
    return { kind: "customer", partyId, accountId, side, text: `CUSTOMER:${partyId}:${accountId}:${side}` };
  }
  return INTERNAL.test(text) ? { kind: "internal", text } : null;
}

export const ACCOUNT_FORMAT_HINT =
  "CUSTOMER:<party id>:<account id>:CURRENT or …:HOLDING (ids are UUIDs), or INTERNAL:<name>:<name>";

function addressError(text: string, side: "source" | "destination"): string | null {
  if (text === "") return side === "source" ? "Enter the account to debit." : "Enter the account to credit.";
  if (parseLedgerAddress(text)) return null;
  if (/^customer:/i.test(text))
    return "Write a customer account as CUSTOMER:<party id>:<account id>:CURRENT or …:HOLDING, the ids as UUIDs.";
  if (/^internal:/i.test(text))
    return "Write an internal account as INTERNAL:<name>:<name>: letters, digits, _ - or ., 1 to 64 each.";
  return `Start with CUSTOMER: or INTERNAL: — ${ACCOUNT_FORMAT_HINT}.`;
}

const tooLong = (text: string, max: number) => `At most ${max} characters (this has ${text.length}).`;

/** A posting as typed. Strings only: every rule below gives a sentence, not a type error. */
export const ZPostingForm = z.object({
  source: z.string().max(1_000),
  destination: z.string().max(1_000),
  amount: z.string().max(200),
  currency: z.string().max(16),
  type: z.string().max(1_000),
  details: z.string().max(5_000),
});
export type TPostingForm = z.infer<typeof ZPostingForm>;

/** A posting as the ledger takes it: the plain currency code, the amount in minor units. */
export type TPostingBody = {
  source: string;
  destination: string;
  amount: number;
  currency: string;
  type: string;
  details: string;
};
export type TTransactionBody = {
  referenceId: string;
  referenceSource: (typeof REFERENCE_SOURCES)[number];
  postings: TPostingBody[];
};

export const ZTransactionForm = z
  .object({
    /** The intent key, made when the form opens and sent as the Idempotency-Key on every attempt. */
    intentKey: z.uuid("The form lost its intent key: reload the page."),
    /** The reader's locale, which decides how amounts were typed ("1.234,50" in de, "1,234.50" in en). */
    locale: zLocale().optional(),
    referenceId: z.string().max(10_000),
    referenceSource: z.enum(REFERENCE_SOURCES, { error: "Choose CLIENT or RESTRICTION_SYSTEM." }),
    // Checked for count in the transform, so a long list still shows its per-row errors alongside.
    postings: z.array(ZPostingForm).max(1_000, "Far too many postings."),
  })
  .transform((form, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: "custom", path, message });
    const referenceId = form.referenceId.trim();
    if (!referenceId) issue(["referenceId"], "Enter a reference id: it links the transaction to its origin.");
    else if (referenceId.length > REFERENCE_ID_MAX)
      issue(["referenceId"], tooLong(referenceId, REFERENCE_ID_MAX));
    if (form.postings.length === 0) issue(["postings"], "Add at least one posting.");
    if (form.postings.length > MAX_POSTINGS)
      issue(
        ["postings"],
        `A transaction has at most ${MAX_POSTINGS} postings (this has ${form.postings.length}).`,
      );
    const postings = form.postings.map((p, i) =>
      postingBody(p, form.locale, (field, message) => issue(["postings", i, field], message)),
    );
    return {
      intentKey: form.intentKey,
      body: { referenceId, referenceSource: form.referenceSource, postings } as TTransactionBody,
    };
  });
export type TTransactionFormInput = z.input<typeof ZTransactionForm>;
export type TTransactionCommand = z.output<typeof ZTransactionForm>;

function postingBody(
  p: TPostingForm,
  locale: string | undefined,
  issue: (field: keyof TPostingForm, message: string) => void,
): TPostingBody {
  const source = p.source.trim();
  const destination = p.destination.trim();
  const sourceError = addressError(source, "source");
  const destinationError = addressError(destination, "destination");
  if (sourceError) issue("source", sourceError);
  if (destinationError) issue("destination", destinationError);
  if (!sourceError && !destinationError) {
    if (parseLedgerAddress(source)!.text === parseLedgerAddress(destination)!.text)
      issue("destination", "The account credited must differ from the account debited.");
  }
  const currency = ledgerCurrency(p.currency);
  let amount = 0;
  if (!currency) issue("currency", "Choose one of the ledger's currencies.");
  else {
    const parsed = parseMajorAmount(p.amount, currency, { locale });
    if (!parsed.ok) issue("amount", parsed.error);
    else if (parsed.minor <= 0n) issue("amount", "Enter an amount above zero.");
    else amount = toMinorNumber(parsed.minor);
  }
  const type = p.type.trim();
  if (!type) issue("type", `Enter the posting type, e.g. ${DEFAULT_POSTING_TYPE}.`);
  else if (type.length > TYPE_MAX) issue("type", tooLong(type, TYPE_MAX));
  if (p.details.length > DETAILS_MAX) issue("details", tooLong(p.details, DETAILS_MAX));
  return { source, destination, amount, currency: p.currency, type, details: p.details };
}

/** Per currency, in order of first appearance: the number of postings and the sum they move. */
export function totalsByCurrency(
  postings: readonly { amount: number | bigint; currency: Currency }[],
): { currency: Currency; postings: number; total: bigint }[] {
  const totals = new Map<string, { currency: Currency; postings: number; total: bigint }>();
  for (const p of postings) {
    const key = `${p.currency.code}/${p.currency.decimals}`;
    const t = totals.get(key) ?? { currency: p.currency, postings: 0, total: 0n };
    t.postings += 1;
    t.total += BigInt(p.amount);
    totals.set(key, t);
  }
  return [...totals.values()];
}

/** A blank posting row of the editor. */
export const blankPosting = (currency = "EUR"): TPostingForm => ({
  source: "",
  destination: "",
  amount: "",
  currency,
  type: DEFAULT_POSTING_TYPE,
  details: "",
});

/** A transaction as the page shows it (the ledger's read shape; the currency still in `EUR/2` form). */
export type TLedgerTransactionView = {
  id: string;
  referenceId: string;
  referenceSource: string;
  createdAt: string | null;
  postings: {
    id: string;
    source: string;
    destination: string;
    amount: number;
    currency: string;
    type: string;
    details: string | null;
  }[];
};

/** The follow route's query: 1–200 account ids (100 postings × 2 sides). */
export const ZFollowQuery = z.object({
  account: z
    .array(ledgerUuid("an account"))
    .min(1, "Give at least one account=<uuid>.")
    .max(200, "At most 200 accounts at once."),
});

const POSTING_FIELDS = ["source", "destination", "amount", "currency", "type", "details"] as const;

/**
 * Where an error named by a dotted path (the ledger's `violations[].field`, or this schema's own paths,
 * which are the same) belongs in the editor: a top field, the postings list, one posting's field, a whole
 * posting (field null), or nowhere (null: shown in the summary, e.g. `Idempotency-Key` or `body`).
 */
export function violationTarget(
  field: string,
  postingCount: number,
):
  | { at: "referenceId" | "referenceSource" | "postings" }
  | { at: "posting"; row: number; field: (typeof POSTING_FIELDS)[number] | null }
  | null {
  if (field === "referenceId" || field === "referenceSource" || field === "postings") return { at: field };
  const m = /^postings\.(\d{1,3})(?:\.([A-Za-z]+))?$/.exec(field);
  if (!m) return null;
  const row = Number(m[1]);
  if (row >= postingCount) return null;
  if (m[2] === undefined) return { at: "posting", row, field: null };
  const name = POSTING_FIELDS.find((f) => f === m[2]);
  return name ? { at: "posting", row, field: name } : null;
}
