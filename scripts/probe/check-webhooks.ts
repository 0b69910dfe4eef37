// Webhooks, from what Countersign already stored: does the configured public key verify a delivery the
// platform sent earlier, and how did the platform name its notification kinds (a header, a body field,
// or only the body's shape)? Read-only, against Countersign's own database.
import pg from "pg";
import type { TSettings } from "../../lib/env-schema";
import { verifyWebhook } from "../../lib/webhooks/verify/verify-signature";
import { describeError, type TCheck } from "./report";

const AREA = "webhooks";

type TStored = { id: string; raw_body: Buffer; body_truncated: boolean; headers: Record<string, string> };

export async function checkWebhooks(s: TSettings, databaseUrl: string | null): Promise<TCheck[]> {
  const keyCheck = "the configured public key verifies a stored delivery";
  if (!databaseUrl) {
    return [{ area: AREA, what: keyCheck, verdict: "skipped", evidence: "no database configured" }];
  }
  const db = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  try {
    await db.connect();
  } catch (err) {
    return [{ area: AREA, what: keyCheck, verdict: "skipped", evidence: `database: ${describeError(err)}` }];
  }
  try {
    return [await verifyStored(db, s, keyCheck), await kindsSeen(db, s)];
  } finally {
    await db.end();
  }
}

async function verifyStored(db: pg.Client, s: TSettings, what: string): Promise<TCheck> {
  if (!s.WEBHOOK_PUBLIC_KEYS?.length) {
    return {
      area: AREA,
      what,
      verdict: "fail",
      evidence: "WEBHOOK_PUBLIC_KEYS is not set",
      then: "every webhook is answered 503 and stays queued at the platform",
    };
  }
  // The newest delivery that carried a signature: a verified one, or one refused for its signature.
  const { rows } = await db.query<TStored & { verified: boolean }>(
    `SELECT id::text, raw_body, body_truncated, headers, verified FROM webhook_deliveries
      WHERE verified OR rejection_reason = 'bad_signature' ORDER BY id DESC LIMIT 1`,
  );
  const d = rows[0];
  if (!d) return { area: AREA, what, verdict: "skipped", evidence: "no signed delivery is stored yet" };
  if (d.body_truncated)
    return { area: AREA, what, verdict: "skipped", evidence: `delivery ${d.id}'s body was stored cut short` };
  const headers = new Map(Object.entries(d.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
  const result = verifyWebhook({
    rawBody: d.raw_body,
    headers: (name) => headers.get(name) ?? null,
    publicKeys: s.WEBHOOK_PUBLIC_KEYS,
    expectedTenantId: s.PLATFORM_TENANT_ID,
    headerPrefix: s.WEBHOOK_HEADER_PREFIX,
    // An old delivery: its age is not in question here, only the key and the tenant.
    toleranceSeconds: Number.MAX_SAFE_INTEGER,
    nowSeconds: Math.floor(Date.now() / 1000),
  });
  if (result.ok) {
    return {
      area: AREA,
      what,
      verdict: "holds",
      evidence: `delivery ${d.id} verifies (signature version ${result.signatureVersions.join(", ")})`,
    };
  }
  return {
    area: AREA,
    what,
    verdict: "fail",
    evidence: `delivery ${d.id} (${d.verified ? "verified when it arrived" : "refused when it arrived"}): ${result.detail}`,
    then: "set WEBHOOK_PUBLIC_KEYS to this environment's key (test and production keys differ)",
  };
}

async function kindsSeen(db: pg.Client, s: TSettings): Promise<TCheck> {
  const header = `${s.WEBHOOK_HEADER_PREFIX}-event-type`;
  const { rows } = await db.query<{ kind: string | null; n: number; named: number; noted: number }>(
    `SELECT kind, count(*)::int AS n, count(*) FILTER (WHERE headers ? $1)::int AS named,
            count(kind_note)::int AS noted
       FROM webhook_deliveries WHERE verified GROUP BY kind ORDER BY n DESC`,
    [header],
  );
  const what = "how the platform names its notification kinds (not shown)";
  if (!rows.length)
    return { area: AREA, what, verdict: "skipped", evidence: "no verified delivery is stored yet" };
  const unknown = rows.find((r) => r.kind === "UNKNOWN")?.n ?? 0;
  const evidence = rows
    .map(
      (r) =>
        `${r.kind ?? "none"} ${r.n} (${r.named} with ${header}${r.noted ? `, ${r.noted} with a note` : ""})`,
    )
    .join("; ");
  return {
    area: AREA,
    what,
    verdict: unknown ? "fallback" : "holds",
    evidence,
    then: unknown
      ? `${unknown} delivery(ies) kept as UNKNOWN: after an upgrade that reads them, "Apply again" on the Events page`
      : "kinds are told by the documented body shapes first, then a name, then the guessed shapes",
  };
}
