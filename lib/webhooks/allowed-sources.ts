import { BlockList, isIPv4, isIPv6 } from "node:net";
import { z } from "zod";
import { plainAddress } from "./source-address";

// WEBHOOK_ALLOWED_SOURCES (README, Security → Webhook intake): the networks the platform sends webhooks
// from, as CIDRs or single addresses, IPv4 and IPv6, separated by commas or spaces. Unset: every source may
// post. A request from elsewhere is answered 403 and only counted: its body is never read or stored.

export type TAllowedSources = {
  /** The networks as configured, for logs and the README's checks. */
  readonly networks: readonly string[];
  allows(address: string | null): boolean;
};

export function parseAllowedSources(
  raw: string,
): { ok: true; value: TAllowedSources } | { ok: false; error: string } {
  const list = new BlockList();
  const networks: string[] = [];
  for (const entry of raw.split(/[\s,]+/).filter(Boolean)) {
    const [address = "", prefixText, extra] = entry.split("/");
    const type = isIPv4(address) ? "ipv4" : isIPv6(address) ? "ipv6" : null;
    const max = type === "ipv4" ? 32 : 128;
    const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
    if (!type || extra !== undefined || !(prefix >= 0 && prefix <= max)) {
      return { ok: false, error: `"${entry.slice(0, 60)}" is not an IPv4 or IPv6 address or CIDR` };
    }
    list.addSubnet(address, prefix, type);
    networks.push(entry);
  }
  if (networks.length === 0) return { ok: false, error: "names no network" };
  return {
    ok: true,
    value: {
      networks,
      allows(address) {
        // An IPv4 client seen through an IPv6 socket (::ffff:a.b.c.d) matches the IPv4 networks.
        const plain = plainAddress(address);
        if (!plain) return false;
        return list.check(plain, isIPv4(plain) ? "ipv4" : "ipv6");
      },
    },
  };
}

/** The setting's schema (lib/env-schema.ts). */
export const ZAllowedSources = z.string().transform((raw, ctx) => {
  const parsed = parseAllowedSources(raw);
  if (parsed.ok) return parsed.value;
  ctx.addIssue({ code: "custom", message: parsed.error });
  return z.NEVER;
});
