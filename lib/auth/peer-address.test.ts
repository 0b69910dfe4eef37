import { createServer, request, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { PEER_ADDRESS_HEADER } from "./client-address";
import { stampPeerAddresses } from "./peer-address";

// The stamp is what makes TRUSTED_PROXY_HOPS=0 mean the TCP peer: a real HTTP server (as `next start`
// runs one) must see the connection's address in the header, and never a value the client sent in it.

const seen: IncomingHttpHeaders[] = [];
const server = createServer((req, res) => {
  seen.push(req.headers);
  res.end();
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(headers: Record<string, string>) {
  const { port } = server.address() as AddressInfo;
  return new Promise<void>((resolve, reject) => {
    request({ host: "127.0.0.1", port, headers }, (res) => res.resume().on("end", resolve))
      .on("error", reject)
      .end();
  });
}

describe("stampPeerAddresses", () => {
  it("writes the connection's address over whatever the client sent", async () => {
    stampPeerAddresses();
    stampPeerAddresses(); // a second call changes nothing
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    await get({ [PEER_ADDRESS_HEADER]: "6.6.6.6", "x-forwarded-for": "6.6.6.6, 1.1.1.1" });
    await get({});
    expect(seen.map((h) => h[PEER_ADDRESS_HEADER])).toEqual(["127.0.0.1", "127.0.0.1"]);
    expect(seen[0]!["x-forwarded-for"]).toBe("6.6.6.6, 1.1.1.1");
  });
});
