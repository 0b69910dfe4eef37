import type { TSandboxContext } from "../context";

// Webhooks hold no seed data of their own: the signing key is made (or reused) when the sender starts,
// and the other areas' seeds emit events that the sender turns into notifications like any other.
export function seedWebhooks(_ctx: TSandboxContext): void {}
