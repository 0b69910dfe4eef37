import { observeRoute } from "@/lib/auth/guard-route";
import { requestIdFrom } from "@/lib/auth/client-safe/request-id";
import { intakeConfig } from "@/lib/webhooks/intake-config";
import { receiveWebhook } from "@/lib/webhooks/receive-webhook";

export const dynamic = "force-dynamic";

// POST /api/webhooks — the platform's one webhook URL. Authenticated by its signature, not by a session
// (proxy.ts does not run for /api); everything else is in lib/webhooks/receive-webhook.ts.
export async function POST(request: Request) {
  const started = performance.now();
  const res = await receiveWebhook(
    request,
    intakeConfig(),
    requestIdFrom(request.headers.get("x-request-id")),
  );
  observeRoute("/api/webhooks", "POST", res.status, started);
  return res;
}
