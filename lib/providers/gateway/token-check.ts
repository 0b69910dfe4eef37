import "server-only";
import { platformTokens } from "@/lib/providers/auth/platform-tokens";
import { tokenAvailable } from "@/lib/providers/auth/token-check";

// The platform token readiness asks for (lib/services/platform/registry.ts → tokens.check): the gateway
// client's, the one every queue read uses. Services reach it through the registry, never lib/providers/auth.

export const gatewayTokenAvailable = (waitMs: number) => tokenAvailable(platformTokens("gateway"), waitMs);
