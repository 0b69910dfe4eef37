import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/lib/domain/shared/field-errors";
import {
  blankPosting,
  ZTransactionForm,
  type TPostingForm,
  type TTransactionFormInput,
} from "./transactions";

const P = "0f8fad5b-d9cb-469f-a165-70867728950e";
const A = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const B = "3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const cur = (account: string, side = "CURRENT") => `CUSTOMER:${P}:${account}:${side}`;
const KEY = "6f9619ff-8b86-4d01-b42d-00cf4fc964ff";

const posting = (over: Partial<TPostingForm> = {}): TPostingForm => ({
  ...blankPosting(),
  source: cur(A),
  destination: cur(B),
  amount: "12.34",
  ...over,
});
const form = (over: Partial<TTransactionFormInput> = {}): TTransactionFormInput => ({
  intentKey: KEY,
  locale: "en-US",
  referenceId: "PAY-1",
  referenceSource: "CLIENT",
  postings: [posting()],
  ...over,
});
const errorsOf = (input: TTransactionFormInput) => {
  const r = ZTransactionForm.safeParse(input);
  return r.success ? {} : fieldErrorsOf(r.error);
};

describe("ZTransactionForm: what comes out", () => {
  it("gives the exact body: trimmed reference and accounts, minor units, the plain code", () => {
    const r = ZTransactionForm.parse(
      form({
        referenceId: "  PAY-1 ",
        postings: [
          posting({ source: ` ${cur(A)} `, amount: "1,234.56" }),
          posting({
            source: "INTERNAL:fx:jpy",
            amount: "1,500",
            currency: "JPY",
            type: "FX",
            details: "rate 161",
          }),
          posting({ amount: "0.001", currency: "BHD", details: "" }),
        ],
      }),
    );
    expect(r.intentKey).toBe(KEY);
    expect(r.body).toEqual({
      referenceId: "PAY-1",
      referenceSource: "CLIENT",
      postings: [
        {
          source: cur(A),
          destination: cur(B),
          amount: 123456,
          currency: "EUR",
          type: "CREDIT_TRANSFER",
          details: "",
        },
        {
          source: "INTERNAL:fx:jpy",
          destination: cur(B),
          amount: 1500,
          currency: "JPY",
          type: "FX",
          details: "rate 161",
        },
        {
          source: cur(A),
          destination: cur(B),
          amount: 1,
          currency: "BHD",
          type: "CREDIT_TRANSFER",
          details: "",
        },
      ],
    });
  });

  it("reads amounts in the reader's locale", () => {
    const de = ZTransactionForm.parse(form({ locale: "de-DE", postings: [posting({ amount: "1.234,56" })] }));
    expect(de.body.postings[0]!.amount).toBe(123456);
    // In en-US "1.234,56" is not an amount: refused, not misread.
    expect(
      errorsOf(form({ postings: [posting({ amount: "1.234,56" })] }))["postings.0.amount"],
    ).toBeDefined();
  });

  it("accepts RESTRICTION_SYSTEM and 100 postings", () => {
    const r = ZTransactionForm.parse(
      form({ referenceSource: "RESTRICTION_SYSTEM", postings: Array.from({ length: 100 }, () => posting()) }),
    );
    expect(r.body.postings).toHaveLength(100);
  });
});

describe("ZTransactionForm: what is refused, on which field", () => {
  it.each<[string, Partial<TPostingForm>, string, RegExp]>([
    ["a zero amount", { amount: "0" }, "amount", /above zero/],
    ["a zero amount with decimals", { amount: "0.00" }, "amount", /above zero/],
    ["an empty amount", { amount: "" }, "amount", /Enter an amount/],
    ["a negative amount", { amount: "-5" }, "amount", /negative/],
    ["too many decimals for EUR", { amount: "1.234" }, "amount", /at most 2 decimals/],
    ["decimals for JPY", { amount: "10.5", currency: "JPY" }, "amount", /no decimals/],
    ["an exponent", { amount: "1e6" }, "amount", /exponent/],
    ["letters", { amount: "ten" }, "amount", /digits/],
    ["beyond 2^53", { amount: "90071992547409.92" }, "amount", /too large/],
    ["a currency the ledger does not take", { currency: "NZD" }, "currency", /ledger's currencies/],
    ["a lower-case code", { currency: "eur" }, "currency", /ledger's currencies/],
    ["an empty source", { source: "" }, "source", /account to debit/],
    ["an empty destination", { destination: "  " }, "destination", /account to credit/],
    ["a CUSTOMER id that is not a UUID", { source: `CUSTOMER:${P}:123:CURRENT` }, "source", /UUIDs/],
    [
      "a CUSTOMER side other than CURRENT/HOLDING",
      { source: `CUSTOMER:${P}:${A}:SAVINGS` },
      "source",
      /HOLDING/,
    ],
    ["a CUSTOMER without party", { destination: `CUSTOMER:${A}:CURRENT` }, "destination", /party id/],
    ["an INTERNAL with one name", { source: "INTERNAL:fees" }, "source", /INTERNAL:<name>:<name>/],
    ["an INTERNAL name with a space", { source: "INTERNAL:fee s:eur" }, "source", /letters, digits/],
    ["an INTERNAL name over 64", { source: `INTERNAL:${"x".repeat(65)}:eur` }, "source", /1 to 64/],
    ["an IBAN", { source: "DE89370400440532013000" }, "source", /CUSTOMER: or INTERNAL:/],
    ["lower-case prefix", { source: `customer:${P}:${A}:CURRENT` }, "source", /Write a customer account/],
    ["the same account on both sides", { destination: cur(A) }, "destination", /must differ/],
    ["the same account in another case", { destination: cur(A.toUpperCase()) }, "destination", /must differ/],
    [
      "the same INTERNAL account",
      { source: "INTERNAL:a:b", destination: "INTERNAL:a:b" },
      "destination",
      /differ/,
    ],
    ["an empty type", { type: " " }, "type", /CREDIT_TRANSFER/],
    ["a type over 64", { type: "T".repeat(65) }, "type", /At most 64 characters \(this has 65\)/],
    ["details over 500", { details: "d".repeat(501) }, "details", /At most 500/],
  ])("%s", (_, over, field, message) => {
    const errors = errorsOf(form({ postings: [posting(), posting(over)] }));
    expect(errors[`postings.1.${field}`]).toMatch(message);
    expect(errors["postings.0.amount"]).toBeUndefined();
  });

  it("allows the same account on CURRENT and HOLDING (a move between its two balances)", () => {
    expect(errorsOf(form({ postings: [posting({ destination: cur(A, "HOLDING") })] }))).toEqual({});
  });

  it("allows empty details and details of exactly 500", () => {
    expect(
      errorsOf(form({ postings: [posting({ details: "" }), posting({ details: "d".repeat(500) })] })),
    ).toEqual({});
  });

  it("needs a non-blank reference id of at most 255", () => {
    expect(errorsOf(form({ referenceId: "   " })).referenceId).toMatch(/reference id/);
    expect(errorsOf(form({ referenceId: "r".repeat(256) })).referenceId).toMatch(/At most 255/);
    expect(errorsOf(form({ referenceId: "r".repeat(255) }))).toEqual({});
  });

  it("needs 1 to 100 postings, still showing each row's errors with a count error", () => {
    expect(errorsOf(form({ postings: [] })).postings).toMatch(/at least one/);
    const many = errorsOf(
      form({ postings: [...Array.from({ length: 100 }, () => posting()), posting({ amount: "0" })] }),
    );
    expect(many.postings).toMatch(/at most 100 postings \(this has 101\)/);
    expect(many["postings.100.amount"]).toMatch(/above zero/);
  });

  it("refuses a reference source other than the two, and a missing or malformed intent key", () => {
    expect(errorsOf(form({ referenceSource: "PAYMENT" as never })).referenceSource).toBeDefined();
    expect(errorsOf(form({ intentKey: "retry-1" })).intentKey).toMatch(/intent key/);
  });

  it("reports every problem at once, each on its own path", () => {
    const errors = errorsOf(
      form({
        referenceId: "",
        postings: [posting({ amount: "0", destination: cur(A) }), posting({ type: "" })],
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(
      ["postings.0.amount", "postings.0.destination", "postings.1.type", "referenceId"].sort(),
    );
  });
});
