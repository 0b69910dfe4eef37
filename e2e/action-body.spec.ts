import { expect, test } from "@playwright/test";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { signInAs } from "./fixtures/sign-in";
import { SEEDED, SEEDED_PASSWORD } from "./fixtures/users";

// A server action body Next's own decoding throws on was a 500 from inside Next (issue 14, finding 8);
// proxy.ts now refuses it with a 400 before Next decodes it (lib/http/action-body-guard.ts). A body of
// plain values still reaches the action, whose schema bounds the id.

test("a server action body that is not JSON is a 400, a well-formed one still reaches the action", async ({
  page,
}) => {
  await signInAs(page, SEEDED.admin, SEEDED_PASSWORD);
  const id = serverActionId("reapplyDeliveryAction", "lib/actions/events.ts");
  for (const data of ["not json", "", '["$1"]']) {
    const res = await page.request.post("/events", {
      headers: { "Next-Action": id, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component" },
      data,
      maxRedirects: 0,
    });
    expect(res.status(), data).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_input");
  }
  const valid = await callServerAction(page.request, "/events", id, [{ id: "9223372036854775808" }]);
  expect(valid.status).toBe(200);
  expect(valid.body).toContain("invalid_input"); // the action's own schema answered: an id beyond int8
});
