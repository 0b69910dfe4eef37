// Webhooks sent by the sandbox: app.ts starts the sender; main.ts can print the public keys.
import "./control"; // registers the /control/webhooks routes at import time
export { startWebhookSender, webhookSenderOf, type WebhookSender } from "./sender";
export { webhookPublicKeys } from "./keys";
