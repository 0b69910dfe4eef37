import "server-only";
import { channel } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { PEER_ADDRESS_HEADER } from "./client-address";

// Route handlers, server actions and the proxy see headers only, never the socket (Next 15 removed
// NextRequest.ip), and `next start` keeps a client's own X-Forwarded-For unchanged. So the TCP peer is
// written into a header of our own at the one moment it is known: Node publishes every request on the
// `http.server.request.start` diagnostics channel just before the server's 'request' event, i.e. before
// Next reads the headers. A client's own value of the header is overwritten every time, with "" when the
// socket has no address, which lib/auth/client-address.ts reads as unknown.

const requestStart = channel("http.server.request.start");
const installed = globalThis as typeof globalThis & { countersignPeerStamp?: (message: unknown) => void };

function stamp(message: unknown): void {
  const { request } = message as { request: IncomingMessage };
  request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? "";
}

/**
 * Once per process, from instrumentation.ts register(). A request that arrived while the server was still
 * starting, before this ran, carries no peer address and is audited without one.
 */
export function stampPeerAddresses(): void {
  if (installed.countersignPeerStamp) return;
  installed.countersignPeerStamp = stamp;
  requestStart.subscribe(stamp);
}
