import { z } from "zod";
import { ROLES, type TRole } from "./auth/client-safe/roles";
import { Secret } from "./providers/auth/secret";
import { ZAllowedSources } from "./webhooks/allowed-sources";
import { ZWebhookPublicKeys } from "./webhooks/verify/public-keys";

// Every setting Countersign reads. `.env.example` documents each one; keep the two in step.

const url = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
const flag = z.stringbool({ error: "must be true or false" });
const int = (min: number, max: number) =>
  z.coerce
    .number({ error: "must be a whole number" })
    .int({ error: "must be a whole number" })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });
// Credentials (the platform's, the session key, the OIDC client's) become a Secret at once, so logging the
// settings object can never print them.
const secret = (what: string) =>
  z
    .string({ error: `is required (${what})` })
    .min(1, `is required (${what})`)
    .transform((value) => new Secret(value));

/**
 * The tenant's settlement accounts, `IBAN BIC SCHEME Bank name` separated by `;` (SCHEME: SCT or INST). The
 * platform has no endpoint that lists them (lib/services/liquidity/settlement-accounts.ts).
 */
const ZSettlementAccounts = z.string().transform((raw, ctx) => {
  const accounts: { account: string; bic: string; scheme: "SCT" | "INST"; bankName: string }[] = [];
  for (const entry of raw
    .split(";")
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [account, bic, scheme, ...bank] = entry.split(/\s+/);
    if (!account || !bic || (scheme !== "SCT" && scheme !== "INST") || bank.length === 0) {
      ctx.addIssue({ code: "custom", message: `"${entry}" is not "IBAN BIC SCT|INST Bank name"` });
      return z.NEVER;
    }
    accounts.push({ account, bic, scheme, bankName: bank.join(" ") });
  }
  return accounts;
});

/** `claim-value=role,…`: maps the values of the OIDC roles claim to Countersign roles. */
const ZRoleMap = z
  .string()
  .transform((raw, ctx) => {
    const map: Record<string, TRole> = {};
    for (const pair of raw
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [claim, role] = pair.split("=").map((s) => s.trim());
      if (!claim || !role || !(ROLES as readonly string[]).includes(role)) {
        ctx.addIssue({
          code: "custom",
          message: `"${pair}" is not claim-value=role with a role of ${ROLES.join(", ")}`,
        });
        return z.NEVER;
      }
      map[claim] = role as TRole;
    }
    return map;
  })
  .optional();

export const ZSettings = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DATABASE_URL: z
      .string({ error: "is required (a postgresql:// URL)" })
      .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL"),
    NEXTAUTH_URL: url.default("http://localhost:3000"),
    NEXTAUTH_SECRET: z
      .string({ error: "is required (at least 32 random characters; `openssl rand -base64 32`)" })
      .min(32, "must be at least 32 characters")
      .transform((value) => new Secret(value)),
    SESSION_IDLE_MINUTES: int(1, 24 * 60).default(30),
    SESSION_MAX_HOURS: int(1, 7 * 24).default(12),
    // Reverse proxies in front of the app that append to X-Forwarded-For: 0 trusts none of the header
    // (lib/auth/client-address.ts).
    TRUSTED_PROXY_HOPS: int(0, 10).default(0),
    // Password attempts counted before the password is checked (README "Sign-in limits").
    SIGN_IN_MAX_PER_ACCOUNT: int(1, 1000).default(10),
    SIGN_IN_MAX_PER_ADDRESS: int(1, 100_000).default(30),
    SIGN_IN_WINDOW_MINUTES: int(1, 24 * 60).default(60),
    // How long a password or second-factor check lets a session move money (README "Step-up").
    STEP_UP_MINUTES: int(1, 24 * 60).default(15),
    // 32 random bytes, base64: encrypts TOTP secrets and keys the recovery-code hashes (lib/auth/mfa/keys.ts).
    MFA_ENCRYPTION_KEY: z
      .string()
      .refine((v) => /^[A-Za-z0-9+/_-]{43}=?$/.test(v) && Buffer.from(v, "base64").length === 32, {
        error: "must be 32 random bytes in base64 (`openssl rand -base64 32`)",
      })
      .transform((value) => new Secret(value))
      .optional(),

    OIDC_ENABLED: flag.default(false),
    OIDC_ISSUER: url.optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z
      .string()
      .min(1)
      .transform((value) => new Secret(value))
      .optional(),
    OIDC_DISPLAY_NAME: z.string().min(1).default("Single sign-on"),
    OIDC_ROLES_CLAIM: z.string().min(1).default("roles"),
    OIDC_ROLE_MAP: ZRoleMap,

    PLATFORM_ENVIRONMENT: z.enum(["sandbox", "test", "production"]).default("sandbox"),
    PLATFORM_TENANT_ID: z.string({ error: "is required (the tenant id the platform assigned)" }).min(1),
    PLATFORM_BASE_URL: url,
    PLATFORM_LEDGER_BASE_URL: url,
    PLATFORM_RESTRICTION_BASE_URL: url,
    PLATFORM_AUTH_URL: url,
    PLATFORM_TIMEOUT_MS: int(100, 120_000).default(10_000),
    PLATFORM_GATEWAY_CLIENT_ID: z.string().min(1).default("api-sepa-gateway-client"),
    PLATFORM_GATEWAY_CLIENT_SECRET: secret("the gateway API client's secret"),
    PLATFORM_APPROVER_CLIENT_ID: z
      .string({ error: "is required (a second gateway client that approves)" })
      .min(1),
    PLATFORM_APPROVER_CLIENT_SECRET: secret("the approver API client's secret"),
    PLATFORM_LEDGER_CLIENT_ID: z.string().min(1).default("api-ledger-client"),
    PLATFORM_LEDGER_CLIENT_SECRET: secret("the ledger API client's secret"),
    PLATFORM_RESTRICTION_CLIENT_ID: z
      .string({ error: "is required (the restriction-order API client)" })
      .min(1),
    PLATFORM_RESTRICTION_CLIENT_SECRET: secret("the restriction-order API client's secret"),
    // The body field of :reject that carries the reason: the interface does not name it (docs/platform.md).
    PLATFORM_RESTRICTION_REASON_FIELD: z
      .string()
      .regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, "must be a JSON field name (letters, digits, _)")
      .default("reason"),
    // v3 lists payments; the deprecated v2 search stays as a fallback while the platform still serves it.
    PAYMENTS_SEARCH_API: z.enum(["v3", "v2"]).default("v3"),
    // How many approvals of one bulk request are in flight at once (the platform's rate limits: not shown).
    APPROVAL_CONCURRENCY: int(1, 32).default(8),
    // Which operation creates the payments of approved drafts (docs/initiation.md): both take an
    // Idempotency-Key; createSepaPmt is the older one, for a platform that does not serve the v3 one yet.
    PAYMENT_CREATE_API: z.enum(["v3", "createSepaPmt"]).default("v3"),
    // How many payments of one approved batch are being created at once (the platform's rate limits: not shown).
    SUBMIT_CONCURRENCY: int(1, 32).default(16),
    // How many days back a new payment is compared for duplicates (docs/initiation.md#duplicates); 0: no check.
    DUPLICATE_WINDOW_DAYS: int(0, 366).default(30),
    // The settlement accounts offered for liquidity transfers; unset: the sandbox tenant's three.
    LIQUIDITY_SETTLEMENT_ACCOUNTS: ZSettlementAccounts.optional(),

    // The bearer token Prometheus sends to GET /api/metrics (docs/observability.md); unset, the endpoint is off.
    METRICS_TOKEN: z
      .string()
      .min(32, "must be at least 32 characters (`openssl rand -hex 32`)")
      .transform((value) => new Secret(value))
      .optional(),

    // The platform_failing rule (docs/observability.md#system-page): over the last 5 minutes, at least
    // PLATFORM_ALERT_MIN_CALLS calls, and more than PLATFORM_ALERT_ERROR_RATE of them failed or p99 over the ms.
    PLATFORM_ALERT_ERROR_RATE: z.coerce.number({ error: "must be a number" }).min(0).max(1).default(0.2),
    PLATFORM_ALERT_MIN_CALLS: int(1, 1_000_000).default(10),
    PLATFORM_ALERT_P99_MS: int(100, 600_000).default(5_000),

    // Traces go over OTLP/HTTP to this collector (its /v1/traces) when set; unset, nothing is sent anywhere.
    OTEL_EXPORTER_OTLP_ENDPOINT: url.optional(),
    // The service name the traces carry.
    OTEL_SERVICE_NAME: z.string().min(1).default("countersign"),

    // Notification e-mail (docs/notifications.md#delivery): an smtp:// or smtps:// URL with any credentials in
    // it; unset, the e-mail channel is off and its outbox rows fail at once with reason smtp_not_configured.
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })
      .transform((value) => new Secret(value))
      .optional(),
    NOTIFY_MAIL_FROM: z.string().min(3).default("Countersign <countersign@localhost>"),
    // How long a digest gathers: a user's digest goes out when its oldest notification is this old.
    NOTIFY_DIGEST_MINUTES: int(1, 7 * 24 * 60).default(60),

    WEBHOOK_PUBLIC_KEYS: ZWebhookPublicKeys.optional(),
    WEBHOOK_HEADER_PREFIX: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/, "must be lower-case letters, digits and dashes")
      .default("svc"),
    WEBHOOK_TOLERANCE_SECONDS: int(10, 3600).default(300),
    WEBHOOK_LISTEN_PORT: int(1, 65535).optional(),
    WEBHOOK_LISTEN_HOST: z.string().min(1).default("0.0.0.0"),
    // Unsigned traffic (README, Security → Webhook intake): the networks allowed to post (unset: any), the
    // failed deliveries a source may send per hour before 429, and how many per reason and source are stored.
    WEBHOOK_ALLOWED_SOURCES: ZAllowedSources.optional(),
    WEBHOOK_UNVERIFIED_PER_HOUR: int(1, 1_000_000).default(120),
    WEBHOOK_REJECTED_SAMPLES_PER_HOUR: int(0, 10_000).default(20),
    // Notifications without a webhook (docs/notifications.md#producers): how often the restriction-order
    // list is read for new orders, and how long webhooks may stay silent while Countersign wrote to the platform.
    RESTRICTION_POLL_SECONDS: int(10, 24 * 3600).default(60),
    WEBHOOK_SILENCE_MINUTES: int(5, 24 * 60).default(30),
  })
  .superRefine((s, ctx) => {
    // Outside production the key is derived from NEXTAUTH_SECRET (lib/auth/mfa/keys.ts); in production the
    // two secrets stay apart, so leaking the session secret does not also decrypt the TOTP secrets.
    if (s.NODE_ENV === "production" && !s.MFA_ENCRYPTION_KEY)
      ctx.addIssue({
        code: "custom",
        path: ["MFA_ENCRYPTION_KEY"],
        message: "is required in production (`openssl rand -base64 32`)",
      });
    if (!s.OIDC_ENABLED) return;
    for (const key of ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const) {
      if (!s[key])
        ctx.addIssue({ code: "custom", path: [key], message: "is required when OIDC_ENABLED=true" });
    }
  });

export type TSettings = z.infer<typeof ZSettings>;
