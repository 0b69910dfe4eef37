// Benchmark: webhook received → the confirmation rule's answer at the platform (issue 6 target: p99 ≤ 50 ms).
//
//   npx tsx scripts/bench/instant-rule.ts [--payments 300] [--rate 10] [--warmup 20] [--target 50]
//                                         [--rules 20] [--listener] [--pg-port 54358] [--port 3308]
//                                         [--sandbox-port 4118] [--rebuild]
//
// Starts the sandbox as its own process (no traffic, Instant confirmation in manual mode) with its webhooks
// pointed at the app, an embedded PostgreSQL (.data/bench-instant-rule/) with a fresh migrated database
// holding one saved rule set — `--rules` rules that do not match these payments, then one that accepts
// every payment whose end-to-end id starts with this run's tag — and the production build in .next-bench
// with `next start`. Then it makes `--payments` inbound SEPA Instant payments through the sandbox's control
// API (POST /control/payments/instant-inbound) at `--rate` per second: each sends a signed
// PENDING_CONFIRMATION webhook; the app stores it, its processing loop applies it and the rules, and the
// rule's ACCEPT goes to the sandbox's POST /v1/transactions/{id}/response.
//
// Latency per payment = the moment the sandbox took the answer (its record of the confirmation, `at`) −
// the moment the intake stored the webhook (webhook_deliveries.received_at, PostgreSQL's clock). Same
// machine, same wall clock. Every payment must be answered by the rule (`by: "response"`, our row 'sent').
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ZRuleList } from "../../lib/domain/confirmation-rules/confirmation-rules";
import { sandboxSettings } from "../../sandbox/defaults";
import { startSandboxProcess } from "../sandbox-process";
import { cpuMeter } from "./cpu-meter";
import {
  appEnv,
  assertPortFree,
  DIST_DIR,
  ensureBuild,
  flag,
  generateSigningKey,
  ms,
  numberArg,
  onCleanup,
  root,
  runBenchmark,
  sampleLoad,
  sleep,
  startApp,
  startBenchDatabase,
  summariseProblems,
} from "./webhook-stack";

const payments = numberArg("payments", 300);
const rate = numberArg("rate", 10);
const warmup = numberArg("warmup", 20);
const target = numberArg("target", 50);
const decoys = numberArg("rules", 20);
const pgPort = numberArg("pg-port", 54358);
const port = numberArg("port", 3308);
const sandboxPort = numberArg("sandbox-port", 4118);
const listenPort = flag("listener") ? port + 1000 : undefined;
const TAG = `BENCH${Date.now().toString(36).toUpperCase()}`;

/** Whether the build in .next-bench has the rule engine (a build from before issue 6 would never answer). */
function buildHasRules(): boolean {
  const dir = path.join(root, DIST_DIR, "server");
  if (!existsSync(dir)) return false;
  const walk = (d: string): boolean =>
    readdirSync(d, { withFileTypes: true }).some((e) =>
      e.isDirectory()
        ? walk(path.join(d, e.name))
        : e.name.endsWith(".js") &&
          readFileSync(path.join(d, e.name), "utf8").includes("instant.rule_decision"),
    );
  return walk(dir);
}

function ruleSet() {
  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
  const rules = [
    ...Array.from({ length: decoys }, (_, i) => ({
      id: id(i + 1),
      name: `Deny list ${i + 1}`,
      enabled: true,
      conditions: { debtorIbans: [`DE${String(i).padStart(2, "0")}*`, `NL${i}*`], currencies: ["EUR"] },
      outcome: { action: "REJECT", reasonCode: "FRAD" },
    })),
    {
      id: id(999),
      name: "Benchmark payments",
      enabled: true,
      conditions: { endToEndIdPattern: `${TAG}-*`, amountMax: 10_000_000 },
      outcome: { action: "ACCEPT" },
    },
  ];
  return ZRuleList.parse(rules); // what the save action would store
}

function pct(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
const line = (name: string, v: number[]) =>
  `${name.padEnd(34)} p50 ${ms(pct(v, 50)).padStart(6)}  p95 ${ms(pct(v, 95)).padStart(6)}  p99 ${ms(pct(v, 99)).padStart(6)}  max ${ms(Math.max(...v)).padStart(6)} ms`;

runBenchmark(async () => {
  for (const p of [pgPort, port, sandboxPort, ...(listenPort ? [listenPort] : [])]) await assertPortFree(p);
  const dataDir = path.join(root, ".data", "bench-instant-rule");
  console.log(
    `setting up (data in ${path.relative(root, dataDir)}/, PostgreSQL :${pgPort}, app :${port}, sandbox :${sandboxPort})`,
  );
  const sandbox = await startSandboxProcess({
    port: sandboxPort,
    env: {
      SANDBOX_TRAFFIC: "false",
      SANDBOX_DATA_DIR: path.join(dataDir, "sandbox"),
      SANDBOX_INSTANT_CONFIRMATION: "manual",
    },
  });
  onCleanup(() => sandbox.stop());
  const control = async <T>(method: string, route: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${sandbox.origin}/control${route}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok)
      throw new Error(`sandbox control ${method} ${route}: HTTP ${res.status} ${await res.text()}`);
    return res.json() as Promise<T>;
  };
  await control("POST", "/reset", {});
  const keys = await control<{ publicKeyPem: string }[]>("GET", "/webhooks/keys");

  const db = await startBenchDatabase({ dataDir: path.join(dataDir, "pg"), port: pgPort, seedUsers: false });
  const rules = ruleSet();
  await db.query(
    `INSERT INTO confirmation_rule_sets (version, rules, comment, created_by_id, created_by_email)
     VALUES (1, $1::jsonb, 'benchmark', gen_random_uuid(), 'bench@example.com')`,
    [JSON.stringify(rules)],
  );
  const env = {
    ...appEnv({ port, databaseUrl: db.url, publicKeyPem: generateSigningKey().publicKeyPem, listenPort }),
    ...sandboxSettings(sandbox.origin),
    WEBHOOK_PUBLIC_KEYS: keys.map((k) => k.publicKeyPem.trim()).join("\n"),
  };
  await ensureBuild(env, flag("rebuild") || !buildHasRules());
  if (!buildHasRules()) throw new Error(`the build in ${DIST_DIR}/ has no confirmation rules`);
  const app = await startApp({ port, env, logDir: dataDir });
  const intake = listenPort ? `http://127.0.0.1:${listenPort}` : app.origin;
  await control("PUT", "/webhooks/url", { url: `${intake}/api/webhooks` });
  console.log(
    `  app up at ${app.origin}, webhooks to ${intake}/api/webhooks, ${rules.length} rules in force`,
  );

  const send = async (n: number, tag: string): Promise<number[]> => {
    const ids: number[] = [];
    const started = performance.now();
    for (let i = 0; i < n; i++) {
      const wait = started + (i * 1000) / rate - performance.now();
      if (wait > 0) await sleep(wait);
      const p = await control<{ transaction_id: number }>("POST", "/payments/instant-inbound", {
        amount: 1_000 + i,
        endToEndId: `${tag}-${i}`,
      });
      ids.push(p.transaction_id);
    }
    return ids;
  };
  const settle = async (ids: number[]) => {
    const until = Date.now() + 15_000;
    for (;;) {
      const [r] = await db.query<{ n: string }>(
        `SELECT count(*) AS n FROM pending_confirmations
          WHERE trx_id = ANY($1::bigint[]) AND answer_state IN ('sent', 'refused', 'unknown')`,
        [ids],
      );
      if (Number(r!.n) === ids.length || Date.now() > until) return Number(r!.n);
      await sleep(200);
    }
  };

  console.log(`  warm-up: ${warmup} payments (first token, first platform connection)`);
  await settle(await send(warmup, `${TAG}-W`));
  await sleep(500);
  console.log(`  measuring: ${payments} payments at ${rate}/s`);
  const problemsBefore = app.problems.length;
  const load = sampleLoad();
  const cpu = cpuMeter(app.pid, db.dataDir);
  const ids = await send(payments, TAG);
  const answered = await settle(ids);
  const cpuText = cpu.stop();
  const loadText = load.stop();

  const rows = await db.query<{
    trx_id: string;
    received: Date;
    decided: Date | null;
    answered: Date | null;
    answer_state: string | null;
    decision_source: string | null;
  }>(
    `SELECT p.trx_id::text, d.received_at AS received, p.decided_at AS decided, p.answered_at AS answered,
            p.answer_state, p.decision_source
       FROM pending_confirmations p JOIN webhook_deliveries d ON d.id = p.delivery_id
      WHERE p.trx_id = ANY($1::bigint[])`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [Number(r.trx_id), r]));
  const toPlatform: number[] = [];
  const toClaim: number[] = [];
  const toRecorded: number[] = [];
  const transport: number[] = [];
  const wrong: string[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    const p = await control<{
      updated_at?: string;
      datetime?: string;
      internal: { confirmation?: { by: string; at: string; decision: string } };
    }>("GET", `/payments/instant-inbound/${id}`);
    const c = p.internal.confirmation;
    if (
      !row ||
      row.answer_state !== "sent" ||
      row.decision_source !== "rule" ||
      c?.by !== "response" ||
      c.decision !== "ACCEPT"
    ) {
      wrong.push(
        `${id}: row ${row?.answer_state ?? "missing"}/${row?.decision_source ?? "-"}, platform ${c ? `${c.decision} by ${c.by}` : "undecided"}`,
      );
      continue;
    }
    const received = row.received.getTime();
    toPlatform.push(Date.parse(c.at) - received);
    toClaim.push(row.decided!.getTime() - received);
    toRecorded.push(row.answered!.getTime() - received);
    const entered = p.datetime ? Date.parse(p.datetime) : NaN;
    if (Number.isFinite(entered)) transport.push(received - entered);
  }

  const p99 = pct(toPlatform, 99);
  const ok = wrong.length === 0 && toPlatform.length === payments && p99 <= target;
  console.log(`
webhook received → rule's answer at the platform: ${payments} Instant payments at ${rate}/s, ${rules.length} rules (the last decides)
  ${line("received → answer at the platform", toPlatform)}   (target p99 ≤ ${target})
  ${line("received → row claimed by the rule", toClaim)}
  ${line("received → platform's 200 recorded", toRecorded)}
  ${transport.length ? line("(platform event → webhook received)", transport) : ""}
  answered by the rule: ${toPlatform.length} of ${payments} (${answered} rows finished)${wrong.length ? `\n    ${wrong.slice(0, 5).join("\n    ")}` : ""}
  intake: ${listenPort ? "lean listener (WEBHOOK_LISTEN_PORT)" : "Next.js route /api/webhooks"}
  ${loadText}
  ${cpuText}
  result: ${ok ? "PASS" : "FAIL"}`);
  const problems = app.problems.slice(problemsBefore);
  if (problems.length) console.log(`  app logged:\n    ${summariseProblems(problems).join("\n    ")}`);
  return ok;
});
