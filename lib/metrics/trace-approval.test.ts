import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { scene } from "@/sandbox/conformance/payments-fixtures";
import { useFuzzStack } from "@/lib/testing/fuzz-stack";
import { startTracing } from "./start-tracing";

// One approval's trace, exported over OTLP/HTTP to a receiver in this process (docs/observability.md#traces):
// the action's span, and under it the platform call that approved the payment, carrying one request id.

vi.mock("@/lib/env", async (orig) => (await import("@/lib/testing/fuzz-mocks")).envModule(orig));
vi.mock("@/lib/auth/current-user", async (orig) =>
  (await import("@/lib/testing/fuzz-mocks")).currentUserModule(orig),
);
vi.mock("@/lib/auth/session-renewal", async (orig) =>
  (await import("@/lib/testing/fuzz-mocks")).sessionRenewalModule(orig),
);
vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

type TOtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
};
type TOtlpBody = { resourceSpans: { scopeSpans: { spans: TOtlpSpan[] }[] }[] };

const received: TOtlpSpan[] = [];
let receiver: Server;
let provider: ReturnType<typeof startTracing>;

const attr = (s: TOtlpSpan, key: string) => {
  const v = s.attributes.find((a) => a.key === key)?.value;
  return v?.stringValue ?? (v?.intValue === undefined ? undefined : Number(v.intValue));
};

describe("an approval's trace", () => {
  const { sandbox } = useFuzzStack();

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      req.on("end", () => {
        if (req.url === "/v1/traces") {
          const parsed = JSON.parse(body) as TOtlpBody;
          for (const rs of parsed.resourceSpans) for (const ss of rs.scopeSpans) received.push(...ss.spans);
        }
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const { port } = receiver.address() as AddressInfo;
    provider = startTracing({
      endpoint: `http://127.0.0.1:${port}`,
      serviceName: "countersign-test",
      version: "0",
    });
  });
  afterAll(async () => {
    await provider.shutdown();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it("runs from the action to the platform call that approved the payment", async () => {
    const { transaction_id: trxId } = await scene(sandbox, {
      direction: "OUTBOUND",
      method: "SEPA",
      amount: 500_000,
      status: "TO_SIGN",
      createdByClient: "api-sepa-gateway-client",
      channel: "api",
    });
    const { approvePaymentsAction } = await import("@/lib/actions/approvals");
    const result = await approvePaymentsAction({ items: [{ trxId, intentId: randomUUID() }] });
    expect(result.error).toBeUndefined();
    await provider.forceFlush();

    const action = received.find((s) => s.name === "action approvePayments");
    expect(action).toBeDefined();
    const approveCall = received.find(
      (s) => s.traceId === action!.traceId && /^platform gateway PATCH .*:approve$/.test(s.name),
    );
    expect(approveCall).toBeDefined();
    // Its parent chain reaches the action's span (directly, or through a span of the service).
    const byId = new Map(received.map((s) => [s.spanId, s]));
    let up: TOtlpSpan | undefined = approveCall;
    while (up && up.spanId !== action!.spanId) up = up.parentSpanId ? byId.get(up.parentSpanId) : undefined;
    expect(up?.spanId).toBe(action!.spanId);
    expect(attr(approveCall!, "http.response.status_code")).toBe(200);
    expect(attr(approveCall!, "countersign.request_id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(attr(action!, "countersign.outcome")).toBe("ok");
  });
});
