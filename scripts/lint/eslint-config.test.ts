import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The folder table is only as good as the lint that enforces it (docs/architecture.md, "Zones"). These
// plant source texts at paths that do not exist and lint them with the repository's own config: the zone
// comes from the planted path, the imports resolve to the real files they name.

const root = fileURLToPath(new URL("../../", import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The errors ESLint reports for `code` as if it were the file at `path` (relative to the root). Each case
 * below plants one bad import, so exactly one error is expected; a legal text must get none at all. */
async function errorsFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

describe("the folder table in the lint", { timeout: 60_000 }, () => {
  it("reports an upward import written as a relative path", async () => {
    const errors = await errorsFor(
      "lib/providers/gateway/planted.ts",
      'import { db } from "../../db/client";\nexport const planted = db;\n',
    );
    expect(errors).toHaveLength(1);
  });

  it("reports the same import written with the @/ alias", async () => {
    const errors = await errorsFor(
      "lib/providers/gateway/planted.ts",
      'import { db } from "@/lib/db/client";\nexport const planted = db;\n',
    );
    expect(errors).toHaveLength(1);
  });

  it("reports a component importing server-only auth code, by alias or by relative path", async () => {
    const byAlias = await errorsFor(
      "components/settings/planted.tsx",
      'import { auditDenied } from "@/lib/auth/deny";\nexport const planted = auditDenied;\n',
    );
    const relative = await errorsFor(
      "components/settings/planted.tsx",
      'import { currentUser } from "../../lib/auth/current-user";\nexport const planted = currentUser;\n',
    );
    expect(byAlias).toHaveLength(1);
    expect(relative).toHaveLength(1);
  });

  it("reports a provider importing next/* and a client-safe module importing server-only", async () => {
    const next = await errorsFor(
      "lib/providers/ledger/planted.ts",
      'import { NextResponse } from "next/server";\nexport const planted = NextResponse;\n',
    );
    const serverOnly = await errorsFor("lib/auth/client-safe/planted.ts", 'import "server-only";\n');
    expect(next).toHaveLength(1);
    expect(serverOnly).toHaveLength(1);
  });

  it("reports a file in a folder that has no zone", async () => {
    const errors = await errorsFor("lib/unzoned/planted.ts", "export const planted = 1;\n");
    expect(errors).toHaveLength(1);
  });

  it("accepts the imports the table allows", async () => {
    const component = await errorsFor(
      "components/settings/planted.tsx",
      'import { ROLE_LABELS } from "@/lib/auth/client-safe/roles";\n' +
        'import { safeCallbackUrl } from "../../lib/auth/client-safe/callback-url";\n' +
        "export const planted = [ROLE_LABELS, safeCallbackUrl];\n",
    );
    const service = await errorsFor(
      "lib/services/payments/planted.ts",
      'import "server-only";\nimport { db } from "@/lib/db/client";\n' +
        'import { gateway } from "../../providers/gateway/client";\nexport const planted = [db, gateway];\n',
    );
    expect(component).toEqual([]);
    expect(service).toEqual([]);
  });
});
