import "server-only";
import { loadSettings, SettingsError } from "./env";
import { logger } from "./logger";

/** Run once per server start (instrumentation.ts): bad settings stop the process, naming each variable. */
export function checkSettingsOrExit(): void {
  try {
    logger.level = loadSettings().LOG_LEVEL;
  } catch (err) {
    if (!(err instanceof SettingsError)) throw err;
    console.error(`\nCountersign cannot start. ${err.message}\nSee .env.example for every setting.\n`);
    process.exit(1);
  }
}

/** Background work of every instance: applying stored webhook deliveries, polling cancellation requests, deadlines. */
export async function startBackgroundWork(): Promise<void> {
  await startTracingIfConfigured();
  // Metrics are recorded only where Prometheus can read them (docs/observability.md#metrics).
  const { setMetricsRecording } = await import("./metrics/registry");
  setMetricsRecording(Boolean(loadSettings().METRICS_TOKEN));
  const { startProcessingLoop } = await import("./webhooks/process/processing-loop");
  startProcessingLoop();
  // Cancellation requests whose status the platform does not push (RETURNING, REFUSING and their finals).
  const { startCancellationSweep } = await import("./services/cancellations/sweep");
  startCancellationSweep();
  // Queue items that crossed into their last quarter, told once (docs/deadlines.md#notifications).
  const { startDeadlineSweep } = await import("./services/deadlines/at-risk-sweep");
  startDeadlineSweep();
  // Approved drafts a restart or a timeout left part-submitted (docs/initiation.md#exactly-once).
  const { startSubmissionResume } = await import("./services/initiation/resume-submissions");
  startSubmissionResume();
  // Notifications no webhook brings: new restriction orders, webhooks gone silent (docs/notifications.md#producers).
  const { startNotificationChecks } = await import("./services/notification-checks/start-checks");
  startNotificationChecks();
  // The notification outbox: e-mail and webhook messages (docs/notifications.md#delivery).
  const { startNotificationDelivery } = await import("./services/notifications/start-delivery");
  startNotificationDelivery();
  startChangeEventPruning();
  // This instance's row for the System page (docs/observability.md#instances).
  const { startHeartbeat } = await import("./services/health/heartbeat");
  startHeartbeat();
  // The System page's platform minutes and the platform_failing check (docs/observability.md#system-page).
  const { startSystemLoop } = await import("./services/system/system-loop");
  startSystemLoop();
  void warnAboutDatabaseRole();
  const settings = loadSettings();
  if (settings.WEBHOOK_LISTEN_PORT) {
    const [{ startIntakeServer }, { intakeConfig }] = await Promise.all([
      import("./webhooks/intake-server"),
      import("./webhooks/intake-config"),
    ]);
    await startIntakeServer({
      host: settings.WEBHOOK_LISTEN_HOST,
      port: settings.WEBHOOK_LISTEN_PORT,
      config: intakeConfig,
    });
    logger.info(
      { host: settings.WEBHOOK_LISTEN_HOST, port: settings.WEBHOOK_LISTEN_PORT },
      "webhook intake listener started",
    );
  }
}

/**
 * An existing deployment with one DATABASE_URL for migrations and app keeps working, but its app could
 * disable the audit trigger: say so at every start (README, Security, Database roles).
 */
async function warnAboutDatabaseRole(): Promise<void> {
  try {
    const [{ db }, { databaseRoleRisks }] = await Promise.all([
      import("./db/client"),
      import("./db/role-check"),
    ]);
    const { role, risks } = await databaseRoleRisks(db);
    if (risks.length > 0)
      logger.warn(
        { role, risks },
        `the app's database role ${role} ${risks.join(", ")}: the audit trail is append-only only against ` +
          "a role that cannot change the schema. Run migrations with MIGRATION_DATABASE_URL as the owner " +
          "and the app as a restricted role (README, Database roles)",
      );
  } catch (err) {
    logger.warn({ err }, "could not check the database role's rights");
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Hourly, in every instance (the DELETEs are idempotent): change_events only needs to cover short gaps. */
function startChangeEventPruning(): void {
  const prune = () => {
    void import("./db/change-events")
      .then(({ pruneChangeEvents }) => pruneChangeEvents(DAY_MS))
      .catch((err) => logger.warn({ err }, "pruning change events failed"));
    // Ended sign-in limit windows (lib/db/attempt-limits.ts): a new window starts without them.
    void import("./db/attempt-limits")
      .then(({ pruneAttemptLimits }) => pruneAttemptLimits())
      .catch((err) => logger.warn({ err }, "pruning attempt limits failed"));
  };
  // Rejected-webhook counts (README, Security → Webhook intake): a month of them, one row per hour and source.
  const pruneCounts = () =>
    void import("./db/webhook-rejections")
      .then(({ pruneRejectionCounts }) => pruneRejectionCounts(31 * 24))
      .catch((err) => logger.warn({ err }, "pruning webhook rejection counts failed"));
  setInterval(prune, 60 * 60 * 1000).unref();
  setInterval(pruneCounts, 60 * 60 * 1000).unref();
}

/** Traces over OTLP when a collector is configured (docs/observability.md#traces); nothing otherwise. */
async function startTracingIfConfigured(): Promise<void> {
  const settings = loadSettings();
  if (!settings.OTEL_EXPORTER_OTLP_ENDPOINT) return;
  const [{ startTracing }, { thisInstance }] = await Promise.all([
    import("./metrics/start-tracing"),
    import("./services/health/heartbeat"),
  ]);
  startTracing({
    endpoint: settings.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: settings.OTEL_SERVICE_NAME,
    version: thisInstance().version,
  });
  logger.info({ endpoint: settings.OTEL_EXPORTER_OTLP_ENDPOINT }, "traces are sent over OTLP");
}
