import { describe, expect, it } from "vitest";
import { ipv6Groups, plainAddress, sourceKey } from "./source-address";

describe("sourceKey", () => {
  it("keeps an IPv4 address, also one seen through an IPv6 socket", () => {
    expect(sourceKey("203.0.113.9")).toBe("203.0.113.9");
    expect(sourceKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(sourceKey("::FFFF:203.0.113.9")).toBe("203.0.113.9");
  });

  it("counts every address of one IPv6 /64 as one source", () => {
    expect(sourceKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(sourceKey("2001:DB8:1:2:ffff:eeee:dddd:cccc")).toBe("2001:db8:1:2::/64");
    expect(sourceKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(sourceKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(sourceKey("::1")).toBe("0:0:0:0::/64");
  });

  it("reads anything that is not an IP address as unknown, never as its text", () => {
    for (const v of [null, undefined, "", "unknown", "1.2.3", "<script>", "203.0.113.9, 10.0.0.1"]) {
      expect(sourceKey(v)).toBe("unknown");
    }
    expect(plainAddress(" 10.0.0.1 ")).toBe("10.0.0.1");
  });

  it("expands IPv6 groups, with :: anywhere and a dotted IPv4 tail", () => {
    expect(ipv6Groups("::")).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups("1::")).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups("1:2:3:4:5:6:7:8")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ipv6Groups("64:ff9b::192.0.2.33")).toEqual([0x64, 0xff9b, 0, 0, 0, 0, 0xc000, 0x0221]);
  });
});
