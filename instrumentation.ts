// Next.js calls register() once when a server starts: parse every setting there, so a bad value stops the
// process with a message naming the variable instead of surfacing as a 500 on some later request.

export async function register() {
  // NEXT_RUNTIME and NEXT_PHASE are Next's own build-time markers, not settings.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { loadSettings, SettingsError } = await import("./lib/env");
  try {
    const settings = loadSettings();
    const { logger } = await import("./lib/logger");
    logger.level = settings.LOG_LEVEL;
  } catch (err) {
    if (!(err instanceof SettingsError)) throw err;
    console.error(`\nCountersign cannot start. ${err.message}\nSee .env.example for every setting.\n`);
    process.exit(1);
  }
}

type TRequestInfo = { path: string; method: string; headers: Record<string, string | string[] | undefined> };

/** Server errors are logged with the request id and the digest the error page shows, linking the two. */
export async function onRequestError(err: unknown, request: TRequestInfo) {
  const { logger } = await import("./lib/logger");
  const error = err instanceof Error ? err : new Error(String(err));
  logger.error(
    {
      err: error,
      digest: (error as { digest?: string }).digest,
      requestId: request.headers["x-request-id"],
      method: request.method,
      path: request.path.split("?")[0],
    },
    "request failed",
  );
}
