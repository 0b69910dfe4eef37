// The benchmark's receivers (a real SMTP server and a webhook sink, e2e/fixtures) in a process of their own,
// as they are in production: on another machine, not in the app's event loop. In the benchmark's own
// process their work (an SMTP reply per RCPT TO, 50 per message) ran on the same thread as the producers
// and the outbox workers and was counted against the fan-out. On this machine they still share its cores.
//
// startSinksProcess() forks this file; the child starts both sinks, sends their URLs, and answers
// "report" with what arrived (counts per (Message-ID, recipient) and per idempotency key).
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { nextMessage } from "./child-messages";

export type TSinksReport = {
  /** Deliveries per Message-ID and envelope recipient. */
  mail: [string, number][];
  /** SMTP transactions received. */
  transactions: number;
  /** Posts per idempotency key. */
  hook: [string, number][];
};

type TMessage = { urls: { mail: string; hook: string } } | { report: TSinksReport };

export type TSinksProcess = {
  mailUrl: string;
  hookUrl: string;
  report(): Promise<TSinksReport>;
  close(): Promise<void>;
};

const CHILD_FLAG = "--sinks-child";

export async function startSinksProcess(): Promise<TSinksProcess> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [CHILD_FLAG], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = () => nextMessage<TMessage>(child, "the sinks process");
  const first = await next();
  if (!("urls" in first)) throw new Error("the sinks process did not start");
  return {
    mailUrl: first.urls.mail,
    hookUrl: first.urls.hook,
    async report() {
      const answer = next();
      child.send("report");
      const m = await answer;
      if (!("report" in m)) throw new Error("the sinks process did not report");
      return m.report;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill();
      }),
  };
}

async function runChild() {
  const [{ startMailSink }, { startWebhookSink }] = await Promise.all([
    import("../../e2e/fixtures/mail-sink"),
    import("../../e2e/fixtures/webhook-sink"),
  ]);
  const [mail, hook] = await Promise.all([startMailSink(), startWebhookSink()]);
  process.on("message", (m) => {
    if (m !== "report") return;
    const report: TSinksReport = {
      mail: [...mail.countsByRecipient()],
      transactions: mail.mails.length,
      hook: [...hook.countsByKey()],
    };
    process.send!({ report } satisfies TMessage);
  });
  process.on("SIGTERM", () => void Promise.all([mail.close(), hook.close()]).then(() => process.exit(0)));
  process.on("disconnect", () => process.exit(0));
  process.send!({ urls: { mail: mail.url, hook: hook.url } } satisfies TMessage);
}

if (process.argv.includes(CHILD_FLAG)) void runChild();
