import { withAppTestDatabase } from "@/lib/testing/test-database";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { resetInstantRules, rule, instantRulesHelpers } from "./instant-rules-fixtures";
import { freshId } from "./test-deliveries";

// instant_expiring (docs/notifications.md#producers): an inbound Instant payment the rules left to people
// is told at once, with its deadline; one a rule answered is told to nobody. The gateway is faked as in
// instant-rules.test.ts.

vi.mock("@/lib/providers/gateway/client", () => import("./fake-instant-gateway"));

const { test, inForce, arrive } = instantRulesHelpers(withAppTestDatabase());

describe("telling people of Instant payments left to them", () => {
  beforeEach(resetInstantRules);
  const told = (userId: string, trx: number) =>
    test.db.notification.findMany({ where: { userId, kind: "instant_expiring", subject: `instant:${trx}` } });

  it("tells finance ops at once, with the deadline, when no rules are in force; a repeat tells nobody again", async () => {
    const ops = await test.db.user.create({
      data: { email: `ops-${freshId()}@example.test`, name: "Ops", roles: ["finance_ops"] },
    });
    const trx = freshId();
    const row = await arrive(trx);
    await arrive(trx);
    const rows = await told(ops.id, trx);
    expect(rows).toHaveLength(1);
    const deadline = row.deadlineAt.toISOString();
    expect(rows[0]).toMatchObject({
      title: `Instant payment ${trx} needs an answer by ${deadline}`,
      link: "/instant",
    });
    expect(rows[0]!.body).toMatch(
      /^42\.00.EUR from FR1420041010050500013M02606 to DE89370400440532013000\. /,
    );
    expect(rows[0]!.body).toContain(deadline);
  });

  it("tells of a payment a rule LEFT or no rule matched, and of none a rule answered", async () => {
    const ops = await test.db.user.create({
      data: { email: `ops-${freshId()}@example.test`, name: "Ops", roles: ["finance_ops"] },
    });
    await inForce([
      rule("Accept NL", { conditions: { debtorIbans: ["NL*"] } }),
      rule("Review USD", { conditions: { currencies: ["USD"] }, outcome: { action: "LEAVE" } }),
    ]);
    const accepted = freshId();
    await arrive(accepted, { body: { debtor_account_number: "NL02ABNA0123456789" } });
    const left = freshId();
    await arrive(left, { body: { currency: "USD" } });
    const unmatched = freshId();
    await arrive(unmatched);
    expect(await told(ops.id, accepted)).toHaveLength(0);
    expect(await told(ops.id, left)).toHaveLength(1);
    expect(await told(ops.id, unmatched)).toHaveLength(1);
  });
});
