import "server-only";

import { sendRequest, type THttpDeps } from "@/lib/http/request";
import { pathOf } from "@/lib/http/url";

import type { Secret } from "./secret";
import { ZTokenResponse, type TTokenResponse } from "./token-response";

/** "form": credentials in the body (the gateway's documented style); "basic": HTTP Basic (the ledger's). */
export type TAuthStyle = "form" | "basic";

export interface TTokenRequest {
  authUrl: string;
  tenantId: string;
  clientId: string;
  clientSecret: Secret;
  authStyle: TAuthStyle;
  timeoutMs: number;
  http?: THttpDeps;
}

// POST {auth_url}/realms/<tenant_id>/protocol/openid-connect/token
export async function requestToken(req: TTokenRequest): Promise<TTokenResponse> {
  const secret = req.clientSecret.reveal();
  const form: Record<string, string> = { grant_type: "client_credentials" };
  const headers: Record<string, string> = {};
  // RFC 6749 §2.3.1: id and secret are form-encoded before base64. Keycloak-generated secrets are
  // alphanumeric, so this is the same as the plain form for them.
  const basic = Buffer.from(`${formEncode(req.clientId)}:${formEncode(secret)}`).toString("base64");
  if (req.authStyle === "basic") {
    headers.authorization = `Basic ${basic}`;
  } else {
    form.client_id = req.clientId;
    form.client_secret = secret;
  }

  const response = await sendRequest({
    ...req.http,
    api: "auth",
    method: "POST",
    baseUrl: req.authUrl,
    path: pathOf`/realms/${req.tenantId}/protocol/openid-connect/token`,
    headers,
    form,
    schema: ZTokenResponse,
    timeoutMs: req.timeoutMs,
    // Should the token server (or a proxy in front of it) echo our request, keep it out of the error.
    redact: [secret, formEncode(secret), encodeURIComponent(secret), basic],
  });
  return response.data;
}

function formEncode(value: string): string {
  return new URLSearchParams({ v: value }).toString().slice(2);
}
