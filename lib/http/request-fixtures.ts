import "server-only";
import { afterAll, afterEach, expect } from "vitest";
import { z } from "zod";
import { ProviderError } from "@/lib/errors/provider-error";
import { closeHttpAgent, createHttpAgent } from "./agent";
import { sendRequest, type THttpRequest } from "./request";
import { captureLogs, startTestServer, type TTestHandler, type TTestServer } from "./test-server";

// Helpers of sendRequest's tests (request*.test.ts): one keep-alive agent, test servers closed after each
// test, and a call with the defaults the tests vary from.

export const agent = createHttpAgent();
export const quiet = captureLogs("info").logger;
export const servers: TTestServer[] = [];
/** Call at the top of a test file: closes its servers after each test, and the agents after all. */
export function withTestServers() {
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });
  afterAll(async () => {
    await agent.close();
    await closeHttpAgent();
  });
}

export async function serve(handler: TTestHandler) {
  const server = await startTestServer(handler);
  servers.push(server);
  return server;
}

export function call<T>(baseUrl: string, extra: Partial<THttpRequest<T>> = {}) {
  return sendRequest<T>({
    api: "gateway",
    method: "GET",
    baseUrl,
    path: "/v1/ping",
    timeoutMs: 2_000,
    dispatcher: agent,
    logger: quiet,
    ...extra,
  });
}

export async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

export const ZPing = z.object({ ok: z.boolean() });
