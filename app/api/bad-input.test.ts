import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { useFuzzStack } from "@/lib/testing/fuzz-stack";
import { GET as auditExport } from "./audit/export/route";
import { GET as cancellations } from "./cancellations/route";
import { GET as ruleVersions } from "./confirmation-rules/versions/route";
import { GET as delivery } from "./events/[id]/route";
import { GET as events } from "./events/route";
import { GET as decisions } from "./instant/decisions/route";
import { GET as payment } from "./payments/[id]/route";

// One test per value that was a 500 (issue 14, finding 8): each now answers 400 naming its field. The
// handlers run against a real database, where the overflows happened.

vi.mock("@/lib/env", async (orig) => (await import("@/lib/testing/fuzz-mocks")).envModule(orig));
vi.mock("@/lib/auth/current-user", async (orig) =>
  (await import("@/lib/testing/fuzz-mocks")).currentUserModule(orig),
);
vi.mock("@/lib/auth/session-renewal", async (orig) =>
  (await import("@/lib/testing/fuzz-mocks")).sessionRenewalModule(orig),
);

const INT8_PLUS_ONE = "9223372036854775808";
const YEAR_10000 = "+010000-01-01T00:00:00Z";
const YEAR_MINUS_1 = "-000001-01-01T00:00:00Z";

async function answer(route: (req: NextRequest) => Promise<Response>, url: string) {
  const res = await route(new NextRequest(`http://localhost${url}`));
  const text = await res.text(); // the whole body: a CSV export used to fail after its 200
  return {
    status: res.status,
    body: JSON.parse(text) as { error: { fieldErrors?: Record<string, string> } },
  };
}

describe("bad input that reached PostgreSQL is a 400 with a field message", () => {
  useFuzzStack();

  it.each([
    ["/api/events?before=" + INT8_PLUS_ONE, "before"],
    ["/api/events?after=9999999999999999999", "after"],
    ["/api/events?from=" + encodeURIComponent(YEAR_10000), "from"],
    ["/api/events?to=" + encodeURIComponent(YEAR_MINUS_1), "to"],
  ])("GET %s", async (url, field) => {
    const { status, body } = await answer(events, url);
    expect(status).toBe(400);
    expect(body.error.fieldErrors?.[field]).toBeTruthy();
  });

  it.each([
    ["/api/cancellations?before=1700000000000." + INT8_PLUS_ONE, "before"],
    ["/api/cancellations?before=999999999999999.1", "before"],
  ])("GET %s", async (url, field) => {
    const { status, body } = await answer(cancellations, url);
    expect(status).toBe(400);
    expect(body.error.fieldErrors?.[field]).toBeTruthy();
  });

  it.each([
    ["/api/audit/export?before=" + INT8_PLUS_ONE, "before"],
    ["/api/audit/export?from=" + encodeURIComponent(YEAR_10000), "from"],
    ["/api/audit/export?to=" + encodeURIComponent(YEAR_MINUS_1), "to"],
  ])("GET %s", async (url, field) => {
    const { status, body } = await answer(auditExport, url);
    expect(status).toBe(400);
    expect(body.error.fieldErrors?.[field]).toBeTruthy();
  });

  it("GET /api/confirmation-rules/versions?version=2147483648 (beyond int4)", async () => {
    const { status, body } = await answer(
      ruleVersions,
      "/api/confirmation-rules/versions?version=2147483648",
    );
    expect(status).toBe(400);
    expect(body.error.fieldErrors?.version).toBeTruthy();
  });

  it("GET /api/instant/decisions with a cursor in the year 10000", async () => {
    const { status, body } = await answer(decisions, "/api/instant/decisions?before=253402300800000:1");
    expect(status).toBe(400);
    expect(body.error.fieldErrors?.before).toBeTruthy();
  });

  it("GET /api/events/{id} beyond int8", async () => {
    const { status, body } = await answer(delivery, "/api/events/" + INT8_PLUS_ONE);
    expect(status).toBe(400);
    expect(body.error.fieldErrors?.id).toBeTruthy();
  });

  it("GET /api/payments/{id} with a malformed percent escape", async () => {
    const { status, body } = await answer(payment, "/api/payments/%E0%A4%A");
    expect(status).toBe(400);
    expect(body.error.fieldErrors?.id).toBeTruthy();
  });
});
