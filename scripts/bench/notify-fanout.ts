// Benchmark: notification fan-out (issue 17 target: 1,000 events to 50 subscribers in ≤ 5 s, from the first
// notify() to the outbox drained, nothing delivered twice).
//
//   npx tsx --conditions=react-server scripts/bench/notify-fanout.ts [--events 1000] [--subscribers 50]
//       [--channels email] [--instances 2] [--producers 1] [--delivery on] [--pg-port 54360]
//       [--cpu-prof DIR]
//
// --delivery off times the notify() calls alone (no outbox worker: nothing delivered, nothing checked).
// --cpu-prof writes each instance's V8 CPU profile to DIR (open in Chrome's DevTools, Performance tab).
//
// As the app runs it: an embedded PostgreSQL (.data/bench-notify/, a fresh migrated database),
// --subscribers finance_ops users (subscribed to approval_waiting by role: in-app and e-mail; with
// --channels email,webhook each also opts into the webhook channel with a URL), a real SMTP server and an HTTP sink on loopback in a
// child process (scripts/bench/sinks-process.ts: elsewhere, as in production), and --instances Countersign
// instances, each a process of its own (scripts/bench/instance-process.ts) running the app's outbox worker
// with the app's settings, woken by LISTEN. The first --producers of them (1 by default: every webhook
// reaches one instance) process the events: each event is one notify() in its own transaction, as a
// webhook's processing makes it, two runs at a time as the app's processing loop. Before the clock starts: 100 earlier events (sent) and an ANALYZE, as a
// database in use has, so the plans are those of production rather than of empty tables. Then checks every
// Message-ID and idempotency key arrived exactly once (for e-mail: each Message-ID to each recipient).
// Exits 0 when the target is met.
import os from "node:os";
import path from "node:path";
import { cpuMeter } from "./cpu-meter";
import { startInstance } from "./instance-process";
import { startSinksProcess } from "./sinks-process";
import {
  arg,
  assertPortFree,
  numberArg,
  onCleanup,
  root,
  runBenchmark,
  sleep,
  startBenchDatabase,
} from "./webhook-stack";

const events = numberArg("events", 1_000);
const subscribers = numberArg("subscribers", 50);
// The subscribers' channels: e-mail (with in-app) is what their role subscribes them to; "email,webhook"
// opts every one of them into the webhook channel too.
const channels = arg("channels", "email").split(",");
const instances = numberArg("instances", 2);
const producers = numberArg("producers", 1);
const deliver = arg("delivery", "on") !== "off";
const cpuProfDir = arg("cpu-prof", "") || null;
const pgPort = numberArg("pg-port", 54360);
const TARGET_MS = 5_000;
const WARMUP_EVENTS = 100;

runBenchmark(async () => {
  await assertPortFree(pgPort);
  const bench = await startBenchDatabase({
    dataDir: path.join(root, ".data", "bench-notify", "pg"),
    port: pgPort,
    seedUsers: false,
  });
  const { createDb } = await import("../../lib/db/client");
  const db = createDb(bench.url);
  // The app's `db` is this client (lib/db/client.ts keeps it on globalThis): no settings needed.
  (globalThis as { countersignDb?: typeof db }).countersignDb = db;
  onCleanup(() => db.$disconnect());
  const { notify } = await import("../../lib/db/notify");
  const sinks = await startSinksProcess();
  onCleanup(() => sinks.close());

  for (let i = 0; i < subscribers; i++) {
    const user = await db.user.create({
      data: { email: `sub${i}@bench.test`, name: `Subscriber ${i}`, roles: ["finance_ops"] },
    });
    if (!channels.includes("email"))
      await db.notificationSubscription.create({
        data: { userId: user.id, kind: "approval_waiting", channel: "email", mode: "off" },
      });
    if (channels.includes("webhook")) {
      await db.notificationSetting.create({ data: { userId: user.id, webhookUrl: `${sinks.hookUrl}/${i}` } });
      await db.notificationSubscription.create({
        data: { userId: user.id, kind: "approval_waiting", channel: "webhook", mode: "immediate" },
      });
    }
  }
  // A database in use, not a fresh one (not measured): some history, and the statistics autovacuum keeps.
  // On tables that are empty when first planned, PostgreSQL caches a sequential scan for each row's foreign
  // key check (outbox → notification) until the next ANALYZE, and the fan-out grows with the table.
  for (let e = 0; e < WARMUP_EVENTS; e++)
    await db.$transaction((tx) =>
      notify(tx, { kind: "approval_waiting", subject: `warm-up:${e}`, title: "Earlier", body: "b" }),
    );
  await db.$executeRaw`UPDATE notification_outbox SET state = 'sent', sent_at = now()`;
  await db.$executeRaw`ANALYZE`;
  const expected = events * subscribers;
  if (producers < 1 || producers > instances)
    throw new Error("--producers must be between 1 and --instances");
  console.log(
    `${events} events × ${subscribers} subscribers on ${channels.join(" + ")}, ${instances} instances (${producers} producing${deliver ? "" : ", no delivery"})`,
  );
  const running = await Promise.all(
    Array.from({ length: instances }, (_, i) =>
      startInstance({
        databaseUrl: bench.url,
        mailUrl: sinks.mailUrl,
        producer: i < producers ? i : null,
        producers,
        events,
        subscribers,
        deliver,
        cpuProfDir,
      }),
    ),
  );
  onCleanup(async () => void (await Promise.all(running.map((r) => r.stop()))));
  const loadBefore = os.loadavg()[0]!.toFixed(2);
  const cpu = cpuMeter(
    running.map((r) => r.pid),
    bench.dataDir,
  );
  const t0 = performance.now();
  await Promise.all(running.map((r) => r.produce()));
  const notifiedMs = performance.now() - t0;
  if (!deliver) {
    // The fan-out alone, nothing delivering beside it (what notify() costs): nothing to drain or check.
    console.log(
      `notify() of ${events} events, no delivery: ${(notifiedMs / 1000).toFixed(2)} s, ${(notifiedMs / events).toFixed(2)} ms per event (load average before ${loadBefore}, after ${os.loadavg()[0]!.toFixed(2)})`,
    );
    console.log(cpu.stop());
    return false;
  }
  for (;;) {
    const left = await db.notificationOutbox.count({ where: { state: { in: ["pending", "sending"] } } });
    if (left === 0) break;
    await sleep(20);
  }
  const drainedMs = performance.now() - t0;
  const cpuLine = cpu.stop();
  await Promise.all(running.map((r) => r.stop()));

  const failed = await db.notificationOutbox.count({ where: { state: "failed" } });
  const twice = (counts: Map<string, number>) => [...counts.values()].filter((n) => n > 1).length;
  // One message per event carries its recipients: what must arrive once is each (message, recipient).
  const report = await sinks.report();
  const mailCounts = new Map(report.mail);
  const hookCounts = new Map(report.hook);
  const wantMail = channels.includes("email") ? expected : 0;
  const wantHook = channels.includes("webhook") ? expected : 0;
  const rate = (wantMail + wantHook) / (drainedMs / 1000);
  console.log(
    `notify() of ${events} events: ${(notifiedMs / 1000).toFixed(2)} s (load average before ${loadBefore}, after ${os.loadavg()[0]!.toFixed(2)})`,
  );
  console.log(
    `outbox drained: ${(drainedMs / 1000).toFixed(2)} s from the first notify (target ≤ ${TARGET_MS / 1000} s), ${Math.round(rate)} deliveries/s`,
  );
  console.log(
    `e-mails: ${mailCounts.size} distinct (message, recipient) of ${wantMail} in ${report.transactions} SMTP transactions, ${twice(mailCounts)} twice; webhook posts: ${hookCounts.size} distinct of ${wantHook}, ${twice(hookCounts)} twice; failed rows: ${failed}`,
  );
  const exact =
    mailCounts.size === wantMail &&
    hookCounts.size === wantHook &&
    twice(mailCounts) + twice(hookCounts) === 0 &&
    failed === 0;
  console.log(`${cpuLine}; the receivers are in "everything else", this benchmark only waits`);
  if (!exact) console.log("NOT EXACTLY ONCE");
  return exact && drainedMs <= TARGET_MS;
});
