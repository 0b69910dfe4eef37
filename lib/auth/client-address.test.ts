import { describe, expect, it } from "vitest";
import { clientAddress, ipOrNull, PEER_ADDRESS_HEADER } from "./client-address";

// Issue 14, finding 6: the audited address must not be the client's to choose. On main the first
// X-Forwarded-For entry was taken, so `6.6.6.6, 1.1.1.1` was audited as 6.6.6.6.

const headers = (h: Record<string, string>) => new Headers(h);
const forged = { "x-forwarded-for": "6.6.6.6, 1.1.1.1" };

describe("clientAddress", () => {
  it("0 hops (the default): the TCP peer, whatever X-Forwarded-For says", () => {
    expect(clientAddress(headers({ ...forged, [PEER_ADDRESS_HEADER]: "10.0.0.5" }), 0)).toBe("10.0.0.5");
    expect(clientAddress(headers({ ...forged, [PEER_ADDRESS_HEADER]: "::ffff:10.0.0.5" }), 0)).toBe(
      "10.0.0.5",
    );
    expect(clientAddress(headers({ [PEER_ADDRESS_HEADER]: "2001:db8::1" }), 0)).toBe("2001:db8::1");
  });

  it("0 hops without a stamped peer: unknown, never the header's first entry", () => {
    expect(clientAddress(headers(forged), 0)).toBeNull();
    expect(clientAddress(headers({ ...forged, [PEER_ADDRESS_HEADER]: "" }), 0)).toBeNull();
  });

  it("1 hop: the entry our proxy appended (the rightmost), not the client's", () => {
    expect(clientAddress(headers(forged), 1)).toBe("1.1.1.1");
    expect(clientAddress(headers({ "x-forwarded-for": "1.1.1.1" }), 1)).toBe("1.1.1.1");
  });

  it("n hops: the n-th entry from the right", () => {
    const h = headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.2" });
    expect(clientAddress(h, 2)).toBe("203.0.113.9");
    expect(clientAddress(h, 3)).toBe("6.6.6.6");
  });

  it("fewer entries than trusted hops, or an entry that is no address: unknown", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "1.1.1.1" }), 2)).toBeNull();
    expect(clientAddress(headers({}), 1)).toBeNull();
    expect(clientAddress(headers({ "x-forwarded-for": "1.1.1.1, unknown" }), 1)).toBeNull();
    expect(clientAddress(headers({ "x-forwarded-for": "1.1.1.1, <script>" }), 1)).toBeNull();
    expect(clientAddress(headers({ "x-forwarded-for": "6.6.6.6,,1.1.1.1" }), 2)).toBeNull();
  });
});

describe("ipOrNull", () => {
  it("keeps addresses and drops everything else", () => {
    expect(ipOrNull(" 192.0.2.1 ")).toBe("192.0.2.1");
    expect(ipOrNull("::1")).toBe("::1");
    expect(ipOrNull("192.0.2.1:443")).toBeNull();
    expect(ipOrNull("999.1.1.1")).toBeNull();
    expect(ipOrNull("example.com")).toBeNull();
    expect(ipOrNull(undefined)).toBeNull();
  });
});
