import { describe, expect, it } from "vitest";
import { isLoopbackAddress, isPublicAddress } from "./public-address";

// The addresses the webhook channel may connect to: public unicast only (docs/notifications.md#delivery).
describe("isPublicAddress", () => {
  it("passes public unicast addresses, IPv4 and IPv6", () => {
    for (const ip of [
      "8.8.8.8",
      "93.184.216.34",
      "172.32.0.1", // just past 172.16.0.0/12
      "100.128.0.1", // just past 100.64.0.0/10
      "2606:4700:4700::1111",
      "2001:4860:4860::8888",
      "::ffff:8.8.8.8", // mapped, but of a public address
      "64:ff9b::808:808", // NAT64 of 8.8.8.8
    ])
      expect([ip, isPublicAddress(ip)]).toEqual([ip, true]);
  });

  it("refuses loopback, private, link-local, CGNAT, multicast, reserved and documentation addresses", () => {
    for (const ip of [
      "127.0.0.1",
      "127.8.8.8",
      "10.0.0.1",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254", // the cloud metadata service
      "100.64.0.1",
      "0.0.0.0",
      "0.1.2.3",
      "224.0.0.1",
      "239.255.255.250",
      "240.0.0.1",
      "255.255.255.255",
      "192.0.0.8",
      "192.0.2.1",
      "198.18.0.1",
      "198.51.100.1",
      "203.0.113.1",
      "::1",
      "::",
      "fe80::1",
      "fe80::1%eth0",
      "fc00::1",
      "fd12:3456::1",
      "ff02::1",
      "2001:db8::1",
      "3fff::1",
      "2001::1", // Teredo
      "2002:a00:1::1", // 6to4 of 10.0.0.1
      "64:ff9b:1::a00:1", // NAT64 local-use prefix
      "::10.0.0.1", // IPv4-compatible (deprecated)
      "not an address",
      "",
    ])
      expect([ip, isPublicAddress(ip)]).toEqual([ip, false]);
  });

  it("judges an IPv4 address inside IPv6 (mapped, NAT64) as the IPv4 address it reaches", () => {
    for (const ip of [
      "::ffff:10.0.0.1",
      "::ffff:a00:1",
      "::ffff:127.0.0.1",
      "::ffff:169.254.169.254",
      "::ffff:0:0",
      "64:ff9b::10.0.0.1",
      "64:ff9b::a9fe:a9fe", // NAT64 of 169.254.169.254
      "64:ff9b::7f00:1",
    ])
      expect([ip, isPublicAddress(ip)]).toEqual([ip, false]);
  });
});

describe("isLoopbackAddress", () => {
  it("is 127.0.0.0/8 and ::1 (mapped or not), nothing else", () => {
    for (const ip of ["127.0.0.1", "127.0.1.1", "::1", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1"])
      expect([ip, isLoopbackAddress(ip)]).toEqual([ip, true]);
    for (const ip of [
      "10.0.0.1",
      "8.8.8.8",
      "::",
      "::2",
      "fe80::1",
      "::ffff:10.0.0.1",
      "64:ff9b::7f00:1",
      "x",
    ])
      expect([ip, isLoopbackAddress(ip)]).toEqual([ip, false]);
  });
});
