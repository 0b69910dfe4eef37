import { describe, expect, it } from "vitest";
import { parseAllowedSources, ZAllowedSources } from "./allowed-sources";

const allowed = (raw: string) => {
  const parsed = parseAllowedSources(raw);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

describe("WEBHOOK_ALLOWED_SOURCES", () => {
  it("matches IPv4 and IPv6 networks and single addresses, separated by commas or spaces", () => {
    const list = allowed("203.0.113.0/24, 198.51.100.7 2001:db8:abcd::/48");
    expect(list.networks).toEqual(["203.0.113.0/24", "198.51.100.7", "2001:db8:abcd::/48"]);
    expect(list.allows("203.0.113.200")).toBe(true);
    expect(list.allows("203.0.114.1")).toBe(false);
    expect(list.allows("198.51.100.7")).toBe(true);
    expect(list.allows("198.51.100.8")).toBe(false);
    expect(list.allows("2001:db8:abcd:12::5")).toBe(true);
    expect(list.allows("2001:db8:abce::5")).toBe(false);
  });

  it("matches an IPv4 client seen through an IPv6 socket, and never an unknown address", () => {
    const list = allowed("10.0.0.0/8");
    expect(list.allows("::ffff:10.1.2.3")).toBe(true);
    expect(list.allows(null)).toBe(false);
    expect(list.allows("not-an-ip")).toBe(false);
  });

  it("refuses anything that is not an address or CIDR, naming the entry", () => {
    for (const bad of [
      "10.0.0.0/33",
      "10.0.0/8",
      "2001:db8::/129",
      "example.com",
      "10.0.0.0/8/1",
      "10.0.0.0/x",
      " , ",
    ]) {
      expect(parseAllowedSources(bad).ok, bad).toBe(false);
    }
    const result = ZAllowedSources.safeParse("10.0.0.0/8, nope");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('"nope"');
  });
});
