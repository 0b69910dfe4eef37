import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { ZAddOrderingAccountInput } from "@/lib/domain/initiation/ordering-account-input";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import type { TActor } from "../actor";
import { listOrderingAccountOptions } from "./list-ordering-accounts";
import {
  addOrderingAccount,
  listOrderingAccountRows,
  setOrderingAccountActive,
} from "./manage-ordering-accounts";

const test = withAppTestDatabase();
const admin: TActor = {
  user: { id: randomUUID(), email: "admin@example.com" },
  requestId: "req-oa",
  ip: null,
};
const add = (raw: { name: string; iban: string; bic?: string }) =>
  addOrderingAccount(ZAddOrderingAccountInput.parse(raw), admin);
let auditFrom = 0n;
const audits = () =>
  test.db.auditEvent.findMany({
    where: { action: { startsWith: "ordering_accounts." }, id: { gt: auditFrom } },
    orderBy: { id: "asc" },
  });

describe("ordering accounts", () => {
  beforeEach(async () => {
    await test.db.$executeRaw`TRUNCATE ordering_accounts CASCADE`;
    auditFrom = (await test.db.auditEvent.findFirst({ orderBy: { id: "desc" } }))?.id ?? 0n;
  });

  it("adds an account, normalised, offered to the New payment form, audited", async () => {
    const { id } = await add({ name: "Treasury", iban: "lt12 1000 0111 0100 1000", bic: " cbvilt2x " });
    expect(await listOrderingAccountOptions()).toEqual([
      { id, iban: "LT121000011101001000", bic: "CBVILT2X", name: "Treasury" },
    ]);
    expect(await listOrderingAccountRows()).toEqual([
      expect.objectContaining({ id, active: true, updatedBy: "admin@example.com" }),
    ]);
    expect(await audits()).toEqual([
      expect.objectContaining({
        action: "ordering_accounts.add",
        outcome: "success",
        target: `ordering_account:${id}`,
        detail: { iban: "LT121000011101001000", bic: "CBVILT2X", name: "Treasury" },
      }),
    ]);
  });

  it("refuses an IBAN that is configured already with a message on the IBAN field, audited", async () => {
    await add({ name: "Treasury", iban: "LT121000011101001000" });
    const twice = add({ name: "Treasury again", iban: "LT12 1000 0111 0100 1000" });
    await expect(twice).rejects.toMatchObject({
      code: "invalid_input",
      fieldErrors: { iban: expect.stringMatching(/^This IBAN is an ordering account already/) },
    });
    expect((await listOrderingAccountRows()).map((a) => a.name)).toEqual(["Treasury"]);
    expect((await audits()).map((a) => [a.action, a.outcome])).toEqual([
      ["ordering_accounts.add", "success"],
      ["ordering_accounts.add", "failure"],
    ]);
  });

  it("deactivates (no longer offered, still listed) and reactivates, each audited", async () => {
    const { id } = await add({ name: "Treasury", iban: "LT121000011101001000" });
    await setOrderingAccountActive({ id, active: false }, admin);
    expect(await listOrderingAccountOptions()).toEqual([]);
    expect((await listOrderingAccountRows()).map((a) => a.active)).toEqual([false]);
    await setOrderingAccountActive({ id, active: true }, admin);
    expect((await listOrderingAccountOptions()).map((a) => a.id)).toEqual([id]);
    const rows = await audits();
    expect(rows.map((a) => [a.action, a.detail])).toEqual([
      ["ordering_accounts.add", expect.anything()],
      ["ordering_accounts.deactivate", { iban: "LT121000011101001000", name: "Treasury", wasActive: true }],
      ["ordering_accounts.activate", { iban: "LT121000011101001000", name: "Treasury", wasActive: false }],
    ]);
  });

  it("answers not_found for an unknown account and writes nothing", async () => {
    await expect(setOrderingAccountActive({ id: randomUUID(), active: false }, admin)).rejects.toMatchObject({
      code: "not_found",
    });
    expect(await audits()).toEqual([]);
  });
});
