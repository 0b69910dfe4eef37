// What the institution must still set up before go-live, from the settings and what the probe saw. Some
// items only a person can tick (the platform's side of the contract); they are listed as reminders.
import type { TSettings } from "../../lib/env-schema";
import type { TCheck, TTodo } from "./report";

export function checklist(s: TSettings, checks: TCheck[]): TTodo[] {
  const held = (area: string, what: string) =>
    checks.some((c) => c.area === area && c.what.startsWith(what) && c.verdict === "holds");
  const https = s.NEXTAUTH_URL.startsWith("https://");
  const webhookUrl = `${s.NEXTAUTH_URL.replace(/\/$/, "")}/api/webhooks`;
  const tokens = ["gateway", "approver", "ledger", "restriction"].every((n) =>
    held("token server", `a token for the ${n} client`),
  );
  return [
    {
      done: s.PLATFORM_ENVIRONMENT !== "sandbox",
      what: "PLATFORM_ENVIRONMENT names the platform's test or production environment",
    },
    {
      done: tokens,
      what: "the four API clients' credentials work from this server (the platform whitelists its outbound IP address)",
    },
    {
      done: s.PLATFORM_APPROVER_CLIENT_ID !== s.PLATFORM_GATEWAY_CLIENT_ID,
      what: "PLATFORM_APPROVER_CLIENT_ID is a second gateway client with approval permission (the platform refuses approval by the creator)",
    },
    { done: https, what: "NEXTAUTH_URL is the back office's https address" },
    {
      done: held("webhooks", "the configured public key"),
      what: `webhooks: register ${webhookUrl} at the platform and set WEBHOOK_PUBLIC_KEYS to this environment's key; a delivery then verifies here`,
    },
    {
      done: s.LIQUIDITY_SETTLEMENT_ACCOUNTS !== undefined,
      what: "LIQUIDITY_SETTLEMENT_ACCOUNTS lists the tenant's settlement accounts (unset, the sandbox's are offered)",
    },
    {
      done: false,
      what: "ask the platform which tenant features are on: signing and API approval, Instant confirmation (manual or delayed-automatic, and its fallback), liquidity transfers, SWIFT cancellation",
    },
    {
      done: false,
      what: "run this probe against the test environment with --allow-writes once; production credentials come after sandbox validation",
    },
  ];
}
