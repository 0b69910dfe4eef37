import type { z } from "zod";

// Client-safe. One check for the two ordered, versioned rule lists an admin edits (the confirmation rules and
// the approval policy): no two rules share an id (ids name a rule across versions in audits and history) or a
// name (people tell them apart by it, case and outer spaces ignored).

/**
 * A `superRefine` for an array of rules. Runs even while other fields are still wrong (pass
 * `UNIQUE_RULES_WHEN` as the refinement's options), so the editor shows every problem at once; the values may
 * then be partial, hence the defensive reads.
 */
export function refineUniqueRules(rules: readonly unknown[], ctx: z.RefinementCtx): void {
  const ids = new Set<string>();
  const names = new Set<string>();
  rules.forEach((raw, i) => {
    const rule = (raw ?? {}) as { id?: unknown; name?: unknown };
    if (typeof rule.id === "string") {
      if (ids.has(rule.id))
        ctx.addIssue({ code: "custom", path: [i, "id"], message: "Two rules share an id." });
      ids.add(rule.id);
    }
    if (typeof rule.name === "string" && rule.name.trim() !== "") {
      const name = rule.name.trim().toLowerCase();
      if (names.has(name))
        ctx.addIssue({ code: "custom", path: [i, "name"], message: "Another rule has this name." });
      names.add(name);
    }
  });
}

/** The refinement's options: run whenever the value is an array, whatever else failed. */
export const UNIQUE_RULES_WHEN = {
  when: (payload: { value: unknown }) => Array.isArray(payload.value),
};
