import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ZRuleList } from "./confirmation-rules";

// The set-level checks (duplicate names and ids) report together with the rules' own field errors, so an
// admin fixing a set sees every problem at once instead of one more after each save.
const rule = (name: unknown, over: object = {}) => ({
  id: randomUUID(),
  name,
  enabled: true,
  conditions: { currencies: ["EUR"] },
  outcome: { action: "ACCEPT" },
  ...over,
});

const issues = (value: unknown) =>
  (ZRuleList.safeParse(value).error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);

describe("ZRuleList set-level checks", () => {
  it("reports a duplicate name while another rule is still invalid", () => {
    const found = issues([
      rule("Small EUR"),
      rule(" small eur "),
      rule("Broken", { conditions: { currencies: ["euro"] } }),
    ]);
    expect(found).toContain("1.name: Another rule has this name.");
    expect(found.some((f) => f.startsWith("2.conditions"))).toBe(true);
  });

  it("reports a shared id, and ignores rules whose name or id is missing", () => {
    const id = randomUUID();
    const found = issues([rule("A", { id }), rule("B", { id }), rule(undefined), { junk: true }]);
    expect(found).toContain("1.id: Two rules share an id.");
    expect(found.filter((f) => f.includes("Another rule"))).toEqual([]);
  });

  it("accepts distinct names and ids", () => {
    expect(ZRuleList.safeParse([rule("A"), rule("B")]).success).toBe(true);
  });
});
