import { intakeConfig } from "@/lib/webhooks/intake-config";
import { receiveWebhook } from "@/lib/webhooks/receive-webhook";

export const dynamic = "force-dynamic";

// POST /api/webhooks — the platform's one webhook URL. Authenticated by its signature, not by a session
// (proxy.ts lets it through); everything else is in lib/webhooks/receive-webhook.ts.
export async function POST(request: Request) {
  return receiveWebhook(request, intakeConfig(), request.headers.get("x-request-id"));
}
