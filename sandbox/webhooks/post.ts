import { Agent, request } from "undici";

// One delivery attempt: POST the JSON bytes, wait at most `timeoutMs`. Only the status code counts
// (docs/platform-interface.md#webhook-delivery: a response body never marks a delivery failed); any 2xx is
// delivered; other statuses, redirects included, and connection errors are failures to retry.

export type TAttemptResult = { ok: boolean; status?: number; error?: string };

export class WebhookPoster {
  private readonly agent = new Agent({ keepAliveTimeout: 4_000, connections: 4 });

  async post(
    url: string,
    body: Buffer,
    headers: Record<string, string>,
    timeoutMs: number,
    abort: AbortSignal,
  ): Promise<TAttemptResult> {
    try {
      const res = await request(url, {
        method: "POST",
        body,
        headers: {
          ...headers,
          "content-type": "application/json",
          "user-agent": "countersign-sandbox-webhooks",
        },
        dispatcher: this.agent,
        signal: AbortSignal.any([abort, AbortSignal.timeout(timeoutMs)]),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      await res.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
      const ok = res.statusCode >= 200 && res.statusCode < 300;
      return ok
        ? { ok, status: res.statusCode }
        : { ok, status: res.statusCode, error: `HTTP ${res.statusCode}` };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, error: cause ? `${cause}: ${message}` : message };
    }
  }

  async close(): Promise<void> {
    await this.agent.destroy().catch(() => undefined);
  }
}
