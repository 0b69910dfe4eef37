// One Countersign instance for bench:notify, in a process of its own as in production: the app's outbox
// worker with the app's settings (lib/services/notifications/delivery-policy.ts), woken by notify()'s live
// event over a LISTEN connection of its own as lib/services/notifications/start-delivery.ts wires it, and, when
// it receives webhooks, their processing's notify() calls: each event one notify() in its own transaction,
// PROCESSING_RUNS runs at a time as lib/webhooks/process/processing-loop.ts applies deliveries. Several
// instances share the machine's cores and one PostgreSQL, not an event loop.
//
// startInstance() forks this file; the child answers "go" with the time its share of the events took
// (events producer, producer + producers, …) and "stop" once its worker has settled what it claimed.
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { nextMessage } from "./child-messages";

export type TInstanceArgs = {
  databaseUrl: string;
  mailUrl: string;
  /** This instance's place among those receiving webhooks (0-based); null: it only delivers. */
  producer: number | null;
  producers: number;
  events: number;
  subscribers: number;
  /** false: no outbox worker (bench:notify --delivery off times the fan-out alone). */
  deliver: boolean;
  /** Writes a V8 CPU profile of the instance there when it exits (bench:notify --cpu-prof DIR). */
  cpuProfDir: string | null;
};

type TFromChild = { ready: true } | { producedMs: number } | { stopped: true } | { error: string };

export type TInstance = {
  pid: number;
  /** Runs this instance's share of the events; resolves with the time it took (0 for a non-producer). */
  produce(): Promise<number>;
  /** Stops its worker (waiting for the pass in progress) and ends the process. */
  stop(): Promise<void>;
};

const CHILD_FLAG = "--instance-child";

export async function startInstance(args: TInstanceArgs): Promise<TInstance> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [CHILD_FLAG, JSON.stringify(args)], {
    execArgv: [
      "--import",
      "tsx",
      "--conditions=react-server",
      ...(args.cpuProfDir ? ["--cpu-prof", `--cpu-prof-dir=${args.cpuProfDir}`] : []),
    ],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = async () => {
    const msg = await nextMessage<TFromChild>(child, "an instance process");
    if ("error" in msg) throw new Error(`instance: ${msg.error}`);
    return msg;
  };
  const first = await next();
  if (!("ready" in first)) throw new Error("an instance process did not start");
  return {
    pid: child.pid!,
    async produce() {
      const answer = next();
      child.send("go");
      const m = await answer;
      if (!("producedMs" in m)) throw new Error("an instance process did not produce");
      return m.producedMs;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.send("stop");
      await exited;
    },
  };
}

async function runChild(args: TInstanceArgs) {
  const { createDb } = await import("../../lib/db/client");
  const db = createDb(args.databaseUrl);
  // The app's `db` is this client (lib/db/client.ts keeps it on globalThis): no settings needed.
  (globalThis as { countersignDb?: typeof db }).countersignDb = db;
  const [
    { notify },
    { createSmtpMailer },
    { postWebhook },
    { startDeliveryWorker },
    policy,
    { CHANGE_CHANNEL },
    { PROCESSING_RUNS },
  ] = await Promise.all([
    import("../../lib/db/notify"),
    import("../../lib/providers/notify/smtp-mailer"),
    import("../../lib/providers/notify/webhook-post"),
    import("../../lib/services/notifications/delivery-worker"),
    import("../../lib/services/notifications/delivery-policy"),
    import("../../lib/live-topics"),
    import("../../lib/webhooks/process/processing-loop"),
  ]);
  const mailer = createSmtpMailer(args.mailUrl, "Countersign <cs@bench.test>");
  const worker = args.deliver
    ? startDeliveryWorker(
        {
          policy: policy.OUTBOX_POLICY,
          digestMinutes: 60,
          baseUrl: "https://countersign.bench.test",
          batch: policy.CLAIM_BATCH,
          concurrency: policy.SEND_CONCURRENCY,
          mailer,
          postWebhook: (u, t, k) => postWebhook(u, t, k),
        },
        policy.POLL_MS,
      )
    : null;
  // The wake-up start-delivery.ts subscribes to through the instance's LISTEN connection (lib/live, which
  // scripts may not import): every notify() that told anyone announces itself on CHANGE_CHANNEL.
  const listener = new pg.Client({ connectionString: args.databaseUrl });
  await listener.connect();
  listener.on("notification", (n) => {
    if ((JSON.parse(n.payload ?? "{}") as { topic?: string }).topic === "notifications") worker?.wake();
  });
  await listener.query(`LISTEN ${CHANGE_CHANNEL}`);

  // As the app processes webhooks: PROCESSING_RUNS runs at a time, each applying one delivery after another.
  const produce = async () => {
    const t0 = performance.now();
    let next = args.producer ?? args.events;
    const run = async () => {
      for (let e = next; e < args.events; e = next) {
        next += args.producers;
        const told = await db.$transaction((tx) =>
          notify(tx, {
            kind: "approval_waiting",
            subject: `trx:${e}`,
            title: `Payment ${e} waits`,
            body: "It waits for your approval.",
            link: `/payments/${e}`,
          }),
        );
        if (told !== args.subscribers) throw new Error(`event ${e} told ${told}, not ${args.subscribers}`);
      }
    };
    await Promise.all(Array.from({ length: PROCESSING_RUNS }, run));
    return performance.now() - t0;
  };
  const send = (m: TFromChild) => process.send!(m);
  process.on("message", (m) => {
    if (m === "go")
      produce().then(
        (producedMs) => send({ producedMs }),
        (err: unknown) => send({ error: String(err) }),
      );
    if (m === "stop")
      void (async () => {
        await listener.end();
        await worker?.stop();
        mailer.close();
        await db.$disconnect();
        process.exit(0);
      })();
  });
  process.on("disconnect", () => process.exit(0));
  send({ ready: true });
}

if (process.argv.includes(CHILD_FLAG)) {
  const args = JSON.parse(process.argv[process.argv.indexOf(CHILD_FLAG) + 1]!) as TInstanceArgs;
  runChild(args).catch((err: unknown) => {
    process.send?.({ error: String(err) } satisfies TFromChild);
    process.exit(1);
  });
}
