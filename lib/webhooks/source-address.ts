import { isIPv4, isIPv6 } from "node:net";

// The key rejected webhook traffic is counted, sampled and limited by (README, Security → Webhook intake).
// An IPv4 address is one source. An IPv6 host usually holds a whole /64 and can pick any address in it, so
// per-address keys would let one sender dodge its limit; the /64 prefix is the source instead.

export const UNKNOWN_SOURCE = "unknown";

/** The address in plain form: an IPv4-mapped IPv6 address as IPv4, without a zone id; null if not an IP. */
export function plainAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  const bare = address.trim().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  return isIPv4(bare) || isIPv6(bare) ? bare.toLowerCase() : null;
}

/** "203.0.113.9", "2001:db8:1:2::/64", or "unknown" when the address is missing or not an IP. */
export function sourceKey(address: string | null | undefined): string {
  const plain = plainAddress(address);
  if (!plain) return UNKNOWN_SOURCE;
  if (isIPv4(plain)) return plain;
  const groups = ipv6Groups(plain);
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with "::" and a dotted IPv4 tail expanded). */
export function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}
