import { afterAll, afterEach, describe, expect, expectTypeOf, it } from "vitest";
import { createHttpAgent } from "@/lib/http/agent";
import { createPlatformClient } from "@/lib/http/platform-client";
import {
  captureLogs,
  sendJson,
  startTestServer,
  type TTestHandler,
  type TTestServer,
} from "@/lib/http/test-server";
import type { TRespondCommand } from "@/lib/domain/cancellations/respond-command";
import { cancellationsApi, type TV1RejectBody, type TV3RespondBody } from "./cancellations";

// What the interface leaves open about cancellation answers (docs/platform.md, Cancellations): the v3
// respond success body, and the v1 operations' paths and bodies. Countersign must not depend on any answer
// body, whatever a platform sends; the one read whose shape is stated, GET, finds an unknown id by its code.

const agent = createHttpAgent();
const servers: TTestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
afterAll(() => agent.close());

async function apiOn(handler: TTestHandler) {
  const server = await startTestServer(handler);
  servers.push(server);
  const client = createPlatformClient({
    api: "gateway",
    baseUrl: server.url,
    tokens: { getToken: async () => "tok", invalidate: () => {} },
    http: { dispatcher: agent, logger: captureLogs().logger },
  });
  return { api: cancellationsApi(client), server };
}

const SUCCESS_BODIES: [string, TTestHandler][] = [
  ["204 without a body", (_req, res) => res.writeHead(204).end()],
  ["200 with an empty body", (_req, res) => res.writeHead(200).end()],
  ["200 with text", (_req, res) => res.writeHead(200, { "content-type": "text/plain" }).end("OK")],
  ["200 with another JSON shape", (_req, res) => sendJson(res, 200, { result: { accepted: true } })],
  ["202 with a bare string", (_req, res) => sendJson(res, 202, "queued")],
];

describe("cancellation answers never depend on a success body", () => {
  it.each(SUCCESS_BODIES)("%s: v3 respond, v1 accept and v1 reject all resolve", async (_name, handler) => {
    const { api, server } = await apiOn(handler);
    await expect(api.respondToCancellation(7, { responseCode: "ACCEPTED" })).resolves.toBeUndefined();
    await expect(api.acceptCancellation(7)).resolves.toBeUndefined();
    await expect(
      api.rejectCancellation(7, { reasonCode: "AC04", additionalInformation: "Closed" }),
    ).resolves.toBeUndefined();
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      "POST /v3/cancellation-requests/7:respond",
      "POST /v1/cancellation-requests/7:accept",
      "POST /v1/cancellation-requests/7:reject",
    ]);
  });
});

describe("GET /v1/cancellation-requests/{id}: an unknown id", () => {
  it("is null for a 404, and for CANCELLATION_REQUEST_NOT_FOUND under another status", async () => {
    for (const status of [404, 400, 422]) {
      const { api } = await apiOn((_req, res) =>
        sendJson(res, status, { code: "CANCELLATION_REQUEST_NOT_FOUND", message: "Unknown id" }),
      );
      expect(await api.getCancellationRequest(9), String(status)).toBeNull();
    }
  });

  it("another refusal is an error, not 'unknown'", async () => {
    const { api } = await apiOn((_req, res) =>
      sendJson(res, 400, {
        code: "VALIDATION_ERROR",
        data: { errors: [{ field_name: "id", message: "bad" }] },
      }),
    );
    await expect(api.getCancellationRequest(9)).rejects.toMatchObject({
      status: 400,
      code: "VALIDATION_ERROR",
    });
  });
});

describe("the answer bodies", () => {
  // Checked by the typecheck: the dialog shows and the audit records the domain's copy, this file sends its own.
  it("are the ones a confirmed answer carries", () => {
    expectTypeOf<Extract<TRespondCommand, { api: "v3" }>["body"]>().toEqualTypeOf<TV3RespondBody>();
    expectTypeOf<Extract<TRespondCommand, { op: "reject" }>["body"]>().toEqualTypeOf<TV1RejectBody>();
  });
});
