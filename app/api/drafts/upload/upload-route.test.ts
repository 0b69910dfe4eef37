import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { fuzzState } from "@/lib/testing/fuzz-mocks";
import { useFuzzStack } from "@/lib/testing/fuzz-stack";
import { POST } from "./route";

// POST /api/drafts/upload (docs/initiation.md#bulk): what the route adds to the service: the own-origin
// check, the step-up for the step that makes the draft, and the body read no further than 50 MB.

vi.mock("@/lib/env", async (orig) => (await import("@/lib/testing/fuzz-mocks")).envModule(orig));
vi.mock("@/lib/auth/current-user", async (orig) =>
  (await import("@/lib/testing/fuzz-mocks")).currentUserModule(orig),
);
vi.mock("@/lib/auth/session-renewal", async (orig) =>
  (await import("@/lib/testing/fuzz-mocks")).sessionRenewalModule(orig),
);

const CSV =
  "scheme,debtorIban,creditorName,creditorIban,amount\nINST,LT121000011101001000,ACME GmbH,DE89370400440532013000,12.34\n";

const post = (step: string, body: BodyInit, headers: Record<string, string> = {}) =>
  POST(
    new NextRequest(`http://localhost/api/drafts/upload?step=${step}&name=pay.csv`, {
      method: "POST",
      body,
      headers,
    }),
  );

describe("the upload route", () => {
  const { test } = useFuzzStack();

  it("refuses a request from another site before reading it", async () => {
    const res = await post("check", CSV, { "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toMatch(/another site/);
  });

  it("asks for the step-up before making a draft, not before a check", async () => {
    await test.db.userSession.update({ where: { id: fuzzState.sid! }, data: { stepUpAt: null } });
    try {
      const made = await post("create", CSV);
      expect(made.status).toBe(403);
      expect((await made.json()).error.code).toBe("step_up_required");
      const checked = await post("check", CSV);
      expect(checked.status).toBe(200);
      expect(await checked.json()).toMatchObject({ valid: 1, totals: { EUR: "1234" }, draftId: null });
    } finally {
      await test.db.userSession.update({ where: { id: fuzzState.sid! }, data: { stepUpAt: new Date() } });
    }
    const made = await post("create", CSV);
    expect(await made.json()).toMatchObject({ valid: 1, draftId: expect.any(String) });
  });

  it("refuses a file over 50 MB with a message, from its announced length", async () => {
    const res = await post("check", CSV, { "content-length": String(60 * 1024 * 1024) });
    expect(res.status).toBe(200);
    expect((await res.json()).fileErrors).toEqual(["The file is 60.0 MB; at most 50 MB can be uploaded."]);
  });
});
