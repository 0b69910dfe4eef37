import "server-only";
import { logger } from "@/lib/logger";
import { flushPlatformWindow } from "./flush-window";
import { checkPlatformAlerts } from "./platform-alerts";
import { alertRule, readAllMinutes } from "./platform-stats";

// Every instance, once a minute (lib/startup.ts): its platform minutes to PostgreSQL, then the failing
// check over every instance's minutes (docs/observability.md#system-page).

const EVERY_MS = 60_000;

export async function systemTick(now = Date.now()): Promise<void> {
  await flushPlatformWindow(now);
  const changes = await checkPlatformAlerts(await readAllMinutes(now, false), alertRule(), now);
  for (const c of changes)
    if (c.change === "opened") logger.warn({ api: c.api, reason: c.reason }, "platform API failing");
    else logger.info({ api: c.api }, "platform API no longer failing");
}

export function startSystemLoop(): void {
  let failing = false;
  const run = () =>
    void systemTick().then(
      () => void (failing = false),
      (err: unknown) => {
        if (!failing)
          logger.warn({ err }, "system loop: the platform minutes could not be written or checked");
        failing = true;
      },
    );
  setInterval(run, EVERY_MS).unref();
}
