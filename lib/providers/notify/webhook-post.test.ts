import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebhookSink, type TWebhookSink } from "@/e2e/fixtures/webhook-sink";
import { DeliveryError } from "./delivery-error";
import { postWebhook, webhookUrlAllowed } from "./webhook-post";

// The incoming-webhook channel: which URLs it posts to, and failures that never carry the URL (a secret).
describe("postWebhook", () => {
  let sink: TWebhookSink;
  beforeAll(async () => {
    sink = await startWebhookSink();
  });
  afterAll(() => sink.close());

  it("posts only to https, or to plain http on this machine", () => {
    expect(webhookUrlAllowed("https://hooks.slack.com/services/T/B/x")).toBe(true);
    expect(webhookUrlAllowed("http://127.0.0.1:9/x")).toBe(true);
    expect(webhookUrlAllowed("http://localhost/x")).toBe(true);
    expect(webhookUrlAllowed("http://[::1]:8080/x")).toBe(true);
    expect(webhookUrlAllowed("http://localhost.example.test/x")).toBe(false);
    expect(webhookUrlAllowed("http://10.0.0.1/x")).toBe(false);
    expect(webhookUrlAllowed("ftp://example.test/x")).toBe(false);
    expect(webhookUrlAllowed("not a url")).toBe(false);
  });

  it("times out on a receiver that does not answer, without naming the URL", async () => {
    sink.stall = true;
    const err = await postWebhook(`${sink.url}/secret-token`, "hi", "k1", 200).catch((e: unknown) => e);
    sink.stall = false;
    expect(err).toBeInstanceOf(DeliveryError);
    expect(err).toMatchObject({ reason: "timeout", final: false });
    expect(String((err as Error).message)).not.toContain("secret-token");
  });

  it("gives up on a 4xx but retries a 429", async () => {
    sink.status = 404;
    await expect(postWebhook(sink.url, "hi", "k2")).rejects.toMatchObject({
      reason: "webhook_http_4xx",
      final: true,
    });
    sink.status = 429;
    await expect(postWebhook(sink.url, "hi", "k3")).rejects.toMatchObject({
      reason: "webhook_http_4xx",
      final: false,
    });
    sink.status = 200;
    await postWebhook(sink.url, "hello", "k4");
    expect(sink.posts.at(-1)).toEqual({ path: "/hook", key: "k4", text: "hello" });
  });
});
