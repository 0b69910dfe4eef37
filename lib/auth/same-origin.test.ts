import { describe, expect, it } from "vitest";
import { crossSiteReason } from "./same-origin";

const req = (headers: Record<string, string>) =>
  new Request("http://countersign.test/api/drafts/upload", { method: "POST", headers });

describe("a POST route's own-origin check", () => {
  it("lets through the app's own pages and scripts that name no origin", () => {
    expect(crossSiteReason(req({ "sec-fetch-site": "same-origin", origin: "http://countersign.test" }))).toBe(
      null,
    );
    expect(crossSiteReason(req({}))).toBe(null);
    expect(
      crossSiteReason(req({ origin: "https://app.bank.test", "x-forwarded-host": "app.bank.test" })),
    ).toBe(null);
  });

  it("refuses another site, a sibling subdomain and an Origin that is not an address", () => {
    expect(crossSiteReason(req({ "sec-fetch-site": "cross-site" }))).toMatch(/another site \(cross-site\)/);
    expect(crossSiteReason(req({ "sec-fetch-site": "same-site" }))).toMatch(/another site/);
    expect(crossSiteReason(req({ origin: "http://evil.countersign.test" }))).toMatch(/another site/);
    expect(crossSiteReason(req({ origin: "null" }))).toMatch(/not an address/);
  });
});
