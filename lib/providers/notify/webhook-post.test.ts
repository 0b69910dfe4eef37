import { createServer, type AddressInfo, type LookupFunction, type Server } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startWebhookSink, type TWebhookSink } from "@/e2e/fixtures/webhook-sink";
import { DeliveryError } from "./delivery-error";
import {
  createWebhookPoster,
  guardedLookup,
  postWebhook,
  webhookUrlAllowed,
  type TResolvedAddress,
} from "./webhook-post";

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

// A name of the user's that resolves inside our network must not become a request from the server to it.
describe("postWebhook and the address it connects to", () => {
  let sink: TWebhookSink;
  /** A TCP listener on loopback: counts every connection made to it, TLS or not, and answers nothing. */
  let trap: Server;
  let trapPort: number;
  let trapped = 0;
  /** What the fake DNS answers per name, and the names it was asked for. */
  let dns: Record<string, TResolvedAddress[]>;
  let asked: string[];
  const poster = createWebhookPoster({
    resolve: async (hostname) => {
      asked.push(hostname);
      const found = dns[hostname];
      if (!found) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
      return found;
    },
  });
  const v4 = (address: string) => ({ address, family: 4 });
  const v6 = (address: string) => ({ address, family: 6 });

  beforeAll(async () => {
    sink = await startWebhookSink();
    trap = createServer((socket) => {
      trapped++;
      socket.on("error", () => {}).destroy();
    });
    await new Promise<void>((resolve) => trap.listen(0, "127.0.0.1", resolve));
    trapPort = (trap.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await poster.close();
    await sink.close();
    await new Promise((resolve) => trap.close(resolve));
  });
  beforeEach(() => {
    trapped = 0;
    dns = {};
    asked = [];
  });

  async function refusal(url: string) {
    const err = await poster.post(url, "hi", "k", 2_000).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DeliveryError);
    expect(String((err as Error).message)).not.toContain("secret");
    return err;
  }

  it("refuses a public name that resolves to a private address, and connects to nothing", async () => {
    dns["hooks.example.test"] = [v4("127.0.0.1")];
    const err = await refusal(`https://hooks.example.test:${trapPort}/secret`);
    expect(asked).toEqual(["hooks.example.test"]);
    expect(trapped).toBe(0);
    expect(err).toMatchObject({ reason: "webhook_address_refused", final: true });
    for (const found of [[v4("10.0.0.1")], [v4("169.254.169.254")], [v6("::1")], [v6("fd00::1")]]) {
      dns["hooks.example.test"] = found;
      expect(await refusal("https://hooks.example.test/secret")).toMatchObject({
        reason: "webhook_address_refused",
      });
    }
  });

  it("refuses a name whose addresses mix public and private ones", async () => {
    dns["mixed.example.test"] = [v4("93.184.216.34"), v6("2606:4700::1111"), v4("127.0.0.1")];
    const err = await refusal(`https://mixed.example.test:${trapPort}/secret`);
    expect(trapped).toBe(0);
    expect(err).toMatchObject({ reason: "webhook_address_refused", final: true });
  });

  it("refuses IPv4-mapped IPv6 and the metadata address, resolved or written in the URL", async () => {
    dns["mapped.example.test"] = [v6("::ffff:10.0.0.1")];
    dns["metadata.example.test"] = [v4("169.254.169.254")];
    for (const url of [
      "https://mapped.example.test/secret",
      "https://metadata.example.test/secret",
      "https://169.254.169.254/latest/meta-data/secret",
      "https://[::ffff:10.0.0.1]/secret",
      "https://[::ffff:169.254.169.254]/secret",
      "https://[64:ff9b::a9fe:a9fe]/secret",
      "https://10.0.0.1/secret",
      "https://[fe80::1]/secret",
    ])
      expect(await refusal(url)).toMatchObject({ reason: "webhook_address_refused", final: true });
    // An address in the URL is never looked up: it was refused before any lookup or connection.
    expect(asked).toEqual(["mapped.example.test", "metadata.example.test"]);
  });

  it("lets localhost through only when it resolves to loopback", async () => {
    dns.localhost = [v4("127.0.0.1")];
    const url = `${sink.url.replace("127.0.0.1", "localhost")}/secret`;
    await poster.post(url, "via localhost", "k-local");
    expect(sink.posts.at(-1)).toEqual({ path: "/hook/secret", key: "k-local", text: "via localhost" });
    // Loopback only: not even a public address beside it.
    dns.localhost = [v4("127.0.0.1"), v4("93.184.216.34")];
    expect(await refusal(url)).toMatchObject({ reason: "webhook_address_refused", final: true });
    // Only the name localhost itself is the exception: another name resolving to loopback is refused.
    dns["localhost.example.test"] = [v4("127.0.0.1")];
    expect(await refusal(`https://localhost.example.test:${trapPort}/secret`)).toMatchObject({
      reason: "webhook_address_refused",
    });
    expect(trapped).toBe(0);
  });

  it("still delivers over plain http to 127.0.0.1, without a lookup", async () => {
    await poster.post(sink.url, "to loopback", "k-127");
    expect(sink.posts.at(-1)).toEqual({ path: "/hook", key: "k-127", text: "to loopback" });
    expect(asked).toEqual([]);
    // And the process-wide poster, with the system's resolver, to localhost.
    await postWebhook(sink.url.replace("127.0.0.1", "localhost"), "system dns", "k-sys");
    expect(sink.posts.at(-1)).toEqual({ path: "/hook", key: "k-sys", text: "system dns" });
  });

  it("answers the socket's lookup with the checked public addresses, in both of Node's shapes", async () => {
    const found = [v4("93.184.216.34"), v6("2606:4700::1111")];
    const lookup = guardedLookup(async () => found);
    const ask = (options: Parameters<LookupFunction>[1]) =>
      new Promise<unknown[]>((resolve) => lookup("hooks.example.test", options, (...args) => resolve(args)));
    expect(await ask({ all: true })).toEqual([null, found]);
    expect(await ask({})).toEqual([null, "93.184.216.34", 4]);
    expect(await ask({ family: 6 })).toEqual([null, "2606:4700::1111", 6]);
    expect(await ask({ all: true, family: 6 })).toEqual([null, [found[1]]]);
    const [err] = await new Promise<unknown[]>((resolve) =>
      guardedLookup(async () => [found[0]!, v4("192.168.0.1")])("x.example.test", { all: true }, (...a) =>
        resolve(a),
      ),
    );
    expect(err).toMatchObject({ code: "ERR_WEBHOOK_ADDRESS_REFUSED" });
  });
});
