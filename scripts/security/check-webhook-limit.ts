// Unverified webhook traffic is limited per source address: a burst of unsigned posts must meet a 429 (with
// Retry-After) before it can fill the database. Verified deliveries are never limited; that needs the
// platform's signing key, so it is tested in the unit suite, not here.
import { send } from "./http";
import { verdictOf, type TSecurityResult } from "./report";

export async function checkWebhookLimit(webhookUrl: string, burst: number): Promise<TSecurityResult> {
  const statuses = new Map<number, number>();
  let firstLimited: number | null = null;
  let retryAfter: string | null = null;
  for (let sent = 0; sent < burst && firstLimited === null; sent += 10) {
    const batch = await Promise.all(
      Array.from({ length: 10 }, () =>
        send(webhookUrl, webhookUrl, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ securityCheck: true }),
        }),
      ),
    );
    for (const [i, res] of batch.entries()) {
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 429 && firstLimited === null) {
        firstLimited = sent + i + 1;
        retryAfter = res.headers.get("retry-after");
      }
    }
  }
  const problems = [
    ...(firstLimited === null ? [`no 429 within ${burst} unsigned posts`] : []),
    ...(firstLimited !== null && !retryAfter ? ["the 429 has no Retry-After"] : []),
    ...[...statuses.keys()].filter((s) => s >= 500).map((s) => `answered ${s}`),
  ];
  return verdictOf("unverified webhook posts are rate-limited per source", problems, [
    `POST ${webhookUrl}: ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(", ")}`,
    firstLimited === null ? "never limited" : `first 429 at post ${firstLimited}, Retry-After ${retryAfter}`,
  ]);
}
