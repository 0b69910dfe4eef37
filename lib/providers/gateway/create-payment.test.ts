import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { TPaymentSubmission } from "@/lib/domain/initiation/submission";
import { withGatewaySandbox } from "@/lib/testing/gateway-sandbox";
import { createdFrom, toSepaCreateBody } from "./create-payment";

const submission = (over: Partial<TPaymentSubmission> = {}): TPaymentSubmission => ({
  scheme: "SEPA",
  debtor: { iban: "LT121000011101001000", bic: null, name: "Sandbox Customer GmbH" },
  creditor: { iban: "DE89370400440532013000", bic: "COBADEFFXXX", name: "Supplier AG" },
  amountMinor: 12_345,
  currency: "EUR",
  endToEndId: `E2E-${randomUUID().slice(0, 8)}`,
  remittance: { kind: "unstructured", text: "Invoice 42" },
  requestedExecutionDate: null,
  purpose: null,
  metadata: ["draft:test"],
  ...over,
});

describe("payment creation body and answer", () => {
  it("sends only what is given, the remittance as text or as a creditor reference", () => {
    const body = toSepaCreateBody(
      submission({ remittance: { kind: "structured", reference: "RF18539007547034" } }),
    );
    expect(body).toMatchObject({
      amount: 12_345,
      creditorReference: "RF18539007547034",
      debtorName: "Sandbox Customer GmbH",
    });
    expect(body).not.toHaveProperty("remittanceInformation");
    expect(body).not.toHaveProperty("debtorBic");
    expect(body).not.toHaveProperty("requestedExecutionDate");
  });

  it("reads the id from the v3 summary, the v2 item or a plain object, and nothing from anything else", () => {
    expect(createdFrom({ data: { id: 7, status: "CREATED" } })).toEqual({ id: 7, status: "CREATED" });
    expect(createdFrom({ transaction_id: 8, status: "Created" })).toEqual({ id: 8, status: "Created" });
    expect(createdFrom({ id: 9 })).toEqual({ id: 9, status: null });
    expect(createdFrom({ data: [] })).toBeNull();
    expect(createdFrom("created")).toBeNull();
    expect(createdFrom({ id: -1 })).toBeNull();
  });
});

describe("payment creation against the sandbox", () => {
  const { api } = withGatewaySandbox();

  it.each(["v3", "createSepaPmt"] as const)(
    "%s creates one payment per key: a repeat answers the same payment",
    async (op) => {
      const s = submission();
      const key = randomUUID();
      const first = await api.createPayment(op, s, key);
      expect(first).toEqual({ id: expect.any(Number), status: expect.any(String) });
      expect(await api.createPayment(op, s, key)).toEqual(first);
      const found = await api.getTransaction(first!.id);
      expect(found?.payment).toMatchObject({ amount: 12_345, currency: "EUR", endToEndId: s.endToEndId });
    },
  );
});
