import { z } from "zod";
import { SANDBOX_CLIENTS, SANDBOX_PORT, SANDBOX_TENANT_ID } from "./defaults";

// The sandbox's own settings (SANDBOX_*), separate from Countersign's: it plays another system. Tenant
// features start from here and can be changed at run time through the control API.

export type TInstantConfirmation = "off" | "manual" | "delayed-automatic";

/**
 * `default`: the sandbox's own choices where the interface is silent, loud about mistakes (an unknown query
 * parameter is a 400). `strict`: another reasonable implementation of the same interface (sandbox/profile.ts):
 * it proves Countersign relies only on what the interface states.
 */
export type TSandboxProfile = "default" | "strict";

export type TTenantFeatures = {
  swiftCancellation: boolean;
  signing: { enabled: boolean; thresholdMinor: number; requiredApprovals: number };
  apiApproval: boolean;
  instantConfirmation: TInstantConfirmation;
  /** delayed-automatic fallback: accept, or reject with `reason` (default AC01). */
  instantFallback: { outcome: "accept" | "reject"; reason: string };
  liquidity: boolean;
};

export type TSandboxClient = { id: string; secret: string; canApprove: boolean };

export type TSandboxConfig = {
  profile: TSandboxProfile;
  host: string;
  port: number;
  seed: number;
  tenantId: string;
  tokenTtlSeconds: number;
  clients: TSandboxClient[];
  features: TTenantFeatures;
  /** Where webhooks go; null keeps them queued (nothing listening). */
  webhookUrl: string | null;
  signaturePrefix: string;
  /** Keeps the webhook signing keys between runs. */
  dataDir: string;
  controlApi: boolean;
  traffic: boolean;
  delays: { ledgerApplyMs: number; paymentStepMs: number; instantWindowMs: number };
  /** Start value of the `writeDropRate` fault (0–1): writes applied, then their connection dropped. */
  writeDropRate: number;
};

const flag = (fallback: boolean) => z.stringbool().default(fallback);
const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

const ZEnv = z.object({
  SANDBOX_PROFILE: z.enum(["default", "strict"]).default("default"),
  SANDBOX_WRITE_DROP_RATE: z.coerce.number().min(0).max(1).optional(),
  SANDBOX_HOST: z.string().default("127.0.0.1"),
  SANDBOX_PORT: int(SANDBOX_PORT),
  SANDBOX_SEED: int(42),
  SANDBOX_TENANT_ID: z.string().min(1).default(SANDBOX_TENANT_ID),
  SANDBOX_TOKEN_TTL_SECONDS: int(2700, 1),
  SANDBOX_WEBHOOK_URL: z.url().optional(),
  SANDBOX_SIGNATURE_PREFIX: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .default("svc"),
  SANDBOX_DATA_DIR: z.string().default(".data/sandbox"),
  SANDBOX_CONTROL_API: flag(true),
  SANDBOX_TRAFFIC: flag(false),
  SANDBOX_SWIFT_CANCELLATION: flag(true),
  SANDBOX_SIGNING: flag(true),
  SANDBOX_SIGNING_THRESHOLD: int(100_000), // minor units: 1,000.00 EUR
  SANDBOX_REQUIRED_APPROVALS: int(1, 1),
  SANDBOX_API_APPROVAL: flag(true),
  SANDBOX_INSTANT_CONFIRMATION: z.enum(["off", "manual", "delayed-automatic"]).default("manual"),
  SANDBOX_INSTANT_FALLBACK: z.enum(["accept", "reject"]).default("reject"),
  SANDBOX_INSTANT_FALLBACK_REASON: z.string().min(1).default("AC01"),
  SANDBOX_LIQUIDITY: flag(true),
  SANDBOX_LEDGER_APPLY_MS: int(200),
  SANDBOX_PAYMENT_STEP_MS: int(2000),
});

export function sandboxConfigFrom(source: Record<string, string | undefined>): TSandboxConfig {
  const present = Object.fromEntries(
    Object.entries(source).filter(([k, v]) => k.startsWith("SANDBOX_") && v),
  );
  const e = ZEnv.parse(present);
  return {
    profile: e.SANDBOX_PROFILE,
    host: e.SANDBOX_HOST,
    port: e.SANDBOX_PORT,
    seed: e.SANDBOX_SEED,
    tenantId: e.SANDBOX_TENANT_ID,
    tokenTtlSeconds: e.SANDBOX_TOKEN_TTL_SECONDS,
    clients: [
      { ...SANDBOX_CLIENTS.gateway, canApprove: false },
      { ...SANDBOX_CLIENTS.approver, canApprove: true },
      { ...SANDBOX_CLIENTS.ledger, canApprove: false },
      { ...SANDBOX_CLIENTS.restriction, canApprove: false },
    ],
    features: {
      swiftCancellation: e.SANDBOX_SWIFT_CANCELLATION,
      signing: {
        enabled: e.SANDBOX_SIGNING,
        thresholdMinor: e.SANDBOX_SIGNING_THRESHOLD,
        requiredApprovals: e.SANDBOX_REQUIRED_APPROVALS,
      },
      apiApproval: e.SANDBOX_API_APPROVAL,
      instantConfirmation: e.SANDBOX_INSTANT_CONFIRMATION,
      instantFallback: { outcome: e.SANDBOX_INSTANT_FALLBACK, reason: e.SANDBOX_INSTANT_FALLBACK_REASON },
      liquidity: e.SANDBOX_LIQUIDITY,
    },
    webhookUrl: e.SANDBOX_WEBHOOK_URL ?? null,
    signaturePrefix: e.SANDBOX_SIGNATURE_PREFIX,
    dataDir: e.SANDBOX_DATA_DIR,
    controlApi: e.SANDBOX_CONTROL_API,
    traffic: e.SANDBOX_TRAFFIC,
    delays: {
      ledgerApplyMs: e.SANDBOX_LEDGER_APPLY_MS,
      paymentStepMs: e.SANDBOX_PAYMENT_STEP_MS,
      instantWindowMs: 5000,
    },
    // A real platform's writes sometimes time out after they were applied: strict makes that the norm.
    writeDropRate: e.SANDBOX_WRITE_DROP_RATE ?? (e.SANDBOX_PROFILE === "strict" ? 0.05 : 0),
  };
}
