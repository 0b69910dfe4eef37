import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ZSettings } from "./env-schema";

// .env.example is the settings' documentation: every setting appears there with a comment line above it.
describe(".env.example", () => {
  const text = readFileSync(new URL("../.env.example", import.meta.url), "utf8");
  const lines = text.split("\n");
  const documented = lines.flatMap((line, i) => {
    const m = /^([A-Z][A-Z0-9_]*)=/.exec(line);
    return m ? [{ name: m[1]!, comment: lines[i - 1] ?? "" }] : [];
  });

  it("lists exactly the settings lib/env-schema.ts parses", () => {
    const keys = Object.keys(ZSettings.shape);
    expect(documented.map((d) => d.name).sort()).toEqual(keys.sort());
  });

  it("puts a one-line comment above every setting", () => {
    for (const d of documented) expect(d.comment, d.name).toMatch(/^# \S/);
  });
});
