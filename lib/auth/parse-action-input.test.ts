import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ZCreateTransferInput } from "@/lib/domain/liquidity/transfer";
import { parseActionInput } from "./parse-action-input";

// A lone surrogate in a transfer's purpose (or a NUL in an account) passed the schema and failed as `internal` when the audit row's
// jsonb refused it (lib/actions/actions-fuzz.test.ts, seed 1663860829): the guards now refuse it by field.

const transfer = {
  requestId: "W-1",
  debtorAccount: "LT223999010000000101",
  creditorAccount: "LT113999010000000202",
  amount: "1.00",
  locale: "en-US",
  purpose: "\ud800",
};

describe("parseActionInput", () => {
  it("refuses a lone surrogate by its field, before the schema (which would accept it)", () => {
    expect(ZCreateTransferInput.safeParse(transfer).success).toBe(true);
    expect(parseActionInput(ZCreateTransferInput, transfer)).toEqual({
      ok: false,
      fieldErrors: { purpose: "Contains characters that are not valid text." },
    });
  });

  it("refuses a NUL character too (seed 1663860829 again, in the debtor account)", () => {
    expect(
      parseActionInput(ZCreateTransferInput, { ...transfer, purpose: "p", debtorAccount: "\u0000" }),
    ).toEqual({
      ok: false,
      fieldErrors: { debtorAccount: "Contains characters that are not valid text." },
    });
  });

  it("names nested fields, keys and a bare string", () => {
    const schema = z.unknown();
    expect(parseActionInput(schema, { a: [{ b: "x\udc00" }], ["\ud800"]: 1 })).toEqual({
      ok: false,
      fieldErrors: { "a.0.b": expect.any(String), _: expect.any(String) },
    });
    expect(parseActionInput(schema, "\udfff")).toMatchObject({
      ok: false,
      fieldErrors: { _: expect.any(String) },
    });
  });

  it("passes well-formed text, emoji and other planes included, to the schema", () => {
    expect(parseActionInput(ZCreateTransferInput, { ...transfer, purpose: "Rent 😀 ǘ̈́" })).toMatchObject({
      ok: true,
      data: { purpose: "Rent 😀 ǘ̈́", amountMinor: 100n },
    });
    expect(parseActionInput(ZCreateTransferInput, { ...transfer, purpose: "ok", amount: "" })).toMatchObject({
      ok: false,
      fieldErrors: { amount: expect.any(String) },
    });
  });
});
