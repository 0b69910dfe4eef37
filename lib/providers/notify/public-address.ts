import { BlockList, isIP } from "node:net";

// Which resolved addresses the webhook channel may connect to (docs/notifications.md#delivery). The URL is
// the user's, so a name of theirs that resolves inside our network must not become a request from the
// server to it: only public unicast addresses pass.

/** IPv4 ranges that are not public unicast: the IANA special-purpose registry's non-global entries. */
const V4_NOT_PUBLIC = blockList("ipv4", [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private (RFC 1918)
  ["100.64.0.0", 10], // carrier-grade NAT (RFC 6598)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, with the cloud metadata service at 169.254.169.254
  ["172.16.0.0", 12], // private (RFC 1918)
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation (TEST-NET-1)
  ["192.88.99.0", 24], // 6to4 relay anycast (deprecated)
  ["192.168.0.0", 16], // private (RFC 1918)
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation (TEST-NET-2)
  ["203.0.113.0", 24], // documentation (TEST-NET-3)
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, with the broadcast address 255.255.255.255
]);

/** IPv6 is allowed, not blocked: only global unicast 2000::/3 is public, less these parts of it. */
const V6_GLOBAL_UNICAST = blockList("ipv6", [["2000::", 3]]);
const V6_NOT_PUBLIC = blockList("ipv6", [
  ["2001::", 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4, which embeds an IPv4 address (deprecated)
  ["3fff::", 20], // documentation
]);
/** Prefixes whose last 32 bits are an IPv4 address that is what is really reached: judged as that. */
const V6_EMBEDDING_V4 = blockList("ipv6", [
  ["::ffff:0:0", 96], // IPv4-mapped
  ["64:ff9b::", 96], // NAT64 well-known prefix
]);

function blockList(type: "ipv4" | "ipv6", subnets: [string, number][]): BlockList {
  const list = new BlockList();
  for (const [net, prefix] of subnets) list.addSubnet(net, prefix, type);
  return list;
}

/** Whether an address (as dns.lookup gives it) is public unicast; false for anything not an address. */
export function isPublicAddress(ip: string): boolean {
  // A zone id (fe80::1%eth0) only ever comes with a link-local address.
  if (ip.includes("%")) return false;
  const family = isIP(ip);
  if (family === 4) return !V4_NOT_PUBLIC.check(ip, "ipv4");
  if (family !== 6) return false;
  if (V6_EMBEDDING_V4.check(ip, "ipv6")) return isPublicAddress(embeddedIpv4(ip));
  return V6_GLOBAL_UNICAST.check(ip, "ipv6") && !V6_NOT_PUBLIC.check(ip, "ipv6");
}

/** 127.0.0.0/8, ::1, or either mapped to IPv6: the only addresses `localhost` may resolve to. */
export function isLoopbackAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return ip.startsWith("127.");
  if (family !== 6 || ip.includes("%")) return false;
  const h = ipv6Hextets(ip);
  const zerosUpTo = (n: number) => h.slice(0, n).every((x) => x === 0);
  if (zerosUpTo(7) && h[7] === 1) return true; // ::1
  return zerosUpTo(5) && h[5] === 0xffff && h[6]! >> 8 === 127; // ::ffff:127.x.x.x
}

function embeddedIpv4(ip: string): string {
  const [hi, lo] = ipv6Hextets(ip).slice(6) as [number, number];
  return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join(".");
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a dotted IPv4 tail converted. */
function ipv6Hextets(ip: string): number[] {
  let text = ip;
  const tail = text.slice(text.lastIndexOf(":") + 1);
  if (tail.includes(".")) {
    const [a, b, c, d] = tail.split(".").map(Number) as [number, number, number, number];
    const hex = (n: number) => n.toString(16);
    text = `${text.slice(0, text.length - tail.length)}${hex((a << 8) | b)}:${hex((c << 8) | d)}`;
  }
  const [head, rest] = text.split("::") as [string, string | undefined];
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  const left = groups(head);
  const right = rest === undefined ? [] : groups(rest);
  const zeros = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((h) => parseInt(h, 16));
}
