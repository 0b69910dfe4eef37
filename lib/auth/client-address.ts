import { isIP } from "node:net";

// The client address written into audit rows (and used for per-address limits). X-Forwarded-For is a list
// anyone can start: each proxy APPENDS the address it saw, so only the entries added by proxies of our own
// are trustworthy, counted from the right. TRUSTED_PROXY_HOPS says how many there are:
//   0 (default): no proxy is trusted; the address is the TCP peer of the connection (PEER_ADDRESS_HEADER,
//     stamped by lib/auth/peer-address.ts on every request before Next sees it).
//   n: the n-th entry from the right, i.e. the address the outermost of our n proxies saw.
// `next start` itself appends nothing: it sets X-Forwarded-For to the peer only when the request has none
// (next/dist/server/base-server.js, `x-forwarded-for ??= socket.remoteAddress`), so behind one proxy the
// header ends with the address that proxy saw, and the proxy's own address is in no header at all.
// Anything that is not an IP address reads as unknown (null), never as the text the header carried.

/** Set on every incoming request by lib/auth/peer-address.ts; a client's own value is overwritten. */
export const PEER_ADDRESS_HEADER = "x-countersign-peer-address";

type THeaders = { get(name: string): string | null };

export function clientAddress(headers: THeaders, trustedProxyHops: number): string | null {
  if (trustedProxyHops <= 0) return ipOrNull(headers.get(PEER_ADDRESS_HEADER));
  const hops = (headers.get("x-forwarded-for") ?? "").split(",");
  // Fewer entries than trusted proxies: the request did not come through all of them, so no entry is ours.
  if (hops.length < trustedProxyHops) return null;
  return ipOrNull(hops[hops.length - trustedProxyHops]);
}

/** A plain IPv4 or IPv6 address (IPv4-mapped IPv6 as IPv4), or null. */
export function ipOrNull(value: string | null | undefined): string | null {
  const v = value?.trim() ?? "";
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(v);
  const ip = mapped ? mapped[1]! : v;
  return isIP(ip) ? ip : null;
}
