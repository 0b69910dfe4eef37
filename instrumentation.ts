// Next.js calls register() once when a server starts: parse every setting there, so a bad value stops the
// process with a message naming the variable instead of surfacing as a 500 on some later request.
// NEXT_RUNTIME and NEXT_PHASE are Next's own markers, not settings; the dynamic imports keep Node-only
// code out of the edge compile.
/* eslint-disable no-restricted-properties */

export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // First, so the fewest requests arrive before it: the TCP peer for audit rows (lib/auth/client-address.ts).
  const { stampPeerAddresses } = await import("./lib/auth/peer-address");
  stampPeerAddresses();
  const { checkSettingsOrExit, startBackgroundWork } = await import("./lib/startup");
  checkSettingsOrExit();
  await startBackgroundWork();
}

type TRequestInfo = { path: string; method: string; headers: Record<string, string | string[] | undefined> };

/** Server errors are logged with the request id and the digest the error page shows, linking the two. */
export async function onRequestError(err: unknown, request: TRequestInfo) {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
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
