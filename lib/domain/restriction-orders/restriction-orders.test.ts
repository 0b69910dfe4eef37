import { describe, expect, it } from "vitest";
import { REJECTION_REASONS as SANDBOX_REASONS } from "@/sandbox/restriction/orders";
import { ZDecideInput } from "./input";
import { ZRestrictionOrderQuery } from "./url";
import { reasonLabel, REJECTION_REASON_CODES, REJECTION_REASONS } from "./restriction-orders";

// The 20 codes of docs/platform-interface.md#deciding-a-restriction-order (POST
// /api/v1/orders/{docId}:reject), as written there.
const INTERFACE_REASONS =
  "NO_ACCOUNT, PAYER_ERROR, PAYEE_ERROR, NO_AGREEMENT, NO_FUNDS, ILLEGAL_OPERATION, TO_CARD_FILE, NO_PRIMARY_DOC, ILLEGAL_AMOUNT, NO_PAYEE_CODE, NOT_UNIQUE, INCORRECT_RANGE, FORMAT_ERROR, EXECUTED, NO_ID, CLOSED_ID, ILLEGAL_ACCOUNT_TYPE, ILLEGAL_REFERENCE_CODE, ILLEGAL_CURRENCY, UNKNOWN_ERROR".split(
    ", ",
  );

describe("rejection reasons in words", () => {
  it("has words for exactly the interface's 20 codes, in its order, none missing", () => {
    expect(REJECTION_REASON_CODES).toEqual(INTERFACE_REASONS);
    expect(REJECTION_REASON_CODES).toEqual([...SANDBOX_REASONS]);
  });

  it("gives every code a distinct label and a sentence", () => {
    const labels = new Set<string>();
    for (const code of REJECTION_REASON_CODES) {
      const { label, words } = REJECTION_REASONS[code];
      expect(label.length, code).toBeGreaterThan(3);
      expect(label, code).not.toContain("_");
      expect(words, code).toMatch(/^[A-Z].+\.$/);
      labels.add(label.toLowerCase());
    }
    expect(labels.size).toBe(20);
  });

  it("labels a code with its words and the code, and leaves an unknown code as it is", () => {
    expect(reasonLabel("NO_FUNDS")).toBe("No funds (NO_FUNDS)");
    expect(reasonLabel("TO_CARD_FILE")).toBe("Queued to the card file (TO_CARD_FILE)");
    expect(reasonLabel("SOMETHING_NEW")).toBe("SOMETHING_NEW");
    expect(reasonLabel("toString")).toBe("toString");
  });
});

describe("ZRestrictionOrderQuery", () => {
  it("defaults to the platform's own order: newest first, page 1 of 20", () => {
    expect(ZRestrictionOrderQuery.parse({})).toEqual({ page: 1, size: 20, sort: "date", dir: "desc" });
    expect(ZRestrictionOrderQuery.parse({ status: "", page: "", size: "", sort: "", dir: "" })).toEqual({
      page: 1,
      size: 20,
      sort: "date",
      dir: "desc",
    });
  });

  it("reads every parameter", () => {
    expect(
      ZRestrictionOrderQuery.parse({
        status: "REJECTED",
        page: "3",
        size: "100",
        sort: "amount",
        dir: "asc",
      }),
    ).toEqual({ status: "REJECTED", page: 3, size: 100, sort: "amount", dir: "asc" });
  });

  it.each([
    ["status", "PENDING"],
    ["status", "unprocessed"],
    ["page", "0"],
    ["page", "-1"],
    ["page", "1.5"],
    ["page", "two"],
    ["size", "7"],
    ["size", "200"],
    ["size", "0"],
    ["sort", "header.date"],
    ["sort", "payer"],
    ["dir", "DESC"],
    ["dir", "up"],
  ])("refuses %s=%s with a reason naming the parameter", (key, value) => {
    const r = ZRestrictionOrderQuery.safeParse({ [key]: value });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual([key]);
    expect(r.error?.issues[0]?.message.length).toBeGreaterThan(3);
  });
});

describe("ZDecideInput", () => {
  const intentId = "0b6f3d1e-8a4b-4c1d-9e2f-3a4b5c6d7e8f";
  it("takes a confirmation without a reason and a rejection with one of the 20", () => {
    expect(ZDecideInput.parse({ docId: "RO-2026-000001", intentId, decision: "CONFIRM" }).decision).toBe(
      "CONFIRM",
    );
    expect(
      ZDecideInput.parse({ docId: "A b:c", intentId, decision: "REJECT", reason: "NO_ID" }),
    ).toMatchObject({
      reason: "NO_ID",
    });
  });

  it.each([
    [{ docId: "RO-1", intentId, decision: "REJECT" }, "reason"],
    [{ docId: "RO-1", intentId, decision: "REJECT", reason: "BECAUSE" }, "reason"],
    [{ docId: "RO/1", intentId, decision: "CONFIRM" }, "docId"],
    [{ docId: "x".repeat(65), intentId, decision: "CONFIRM" }, "docId"],
    [{ docId: "", intentId, decision: "CONFIRM" }, "docId"],
    [{ docId: "RO-1", intentId: "not-a-uuid", decision: "CONFIRM" }, "intentId"],
    [{ docId: "RO-1", intentId, decision: "APPROVE" }, "decision"],
  ])("refuses %j at %s", (input, field) => {
    const r = ZDecideInput.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path[0]).toBe(field);
  });
});
