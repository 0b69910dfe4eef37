import { describe, expect, it } from "vitest";
import { ACTION_BODY_LIMIT, refuseUndecodableAction } from "./action-body-guard";

// What reached Next's action decoding and came back as a 500 from inside Next (issue 14, finding 8) is
// refused before it, with a 400 and a message; what React's encodeReply makes of plain values passes.

const action = (body: BodyInit, type = "text/plain;charset=UTF-8") =>
  new Request("http://localhost/events", {
    method: "POST",
    headers: { "next-action": "7f00aa", "content-type": type },
    body,
  });

function multipart(parts: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(parts)) form.append(k, v);
  return new Request("http://localhost/events", {
    method: "POST",
    headers: { "next-action": "7f00aa" },
    body: form,
  });
}

describe("refuseUndecodableAction", () => {
  it.each([
    ["not JSON", "not json"],
    ["an empty body", ""],
    ["cut JSON", '[{"id":"1"'],
    ["not an argument list", '{"id":"1"}'],
    ["a reference to a part the body lacks", '["$1"]'],
    ["a path that is not there", '[{"a":1},"$0:0:b"]'],
    ["a BigInt that is not digits", '["$nabc"]'],
    ["a server reference", '["$h1"]'],
    ["a temporary reference", '["$T"]'],
    ["a bare dollar", '["$"]'],
  ])("refuses %s with a 400", async (_, body) => {
    const res = await refuseUndecodableAction(action(body));
    expect(res?.status).toBe(400);
    const json = (await res!.json()) as { error: { code: string; fieldErrors: Record<string, string> } };
    expect(json.error.code).toBe("invalid_input");
    expect(json.error.fieldErrors.body).toMatch(/^Not a server action call: /);
  });

  it("refuses a body over Next's limit with a 413", async () => {
    const res = await refuseUndecodableAction(action(`["${"x".repeat(ACTION_BODY_LIMIT)}"]`));
    expect(res?.status).toBe(413);
  });

  it("refuses multipart parts that are not JSON or refer to nothing", async () => {
    expect((await refuseUndecodableAction(multipart({ "0": '["$1"]', "1": "{" })))?.status).toBe(400);
    expect((await refuseUndecodableAction(multipart({ "0": '["$Q2"]' })))?.status).toBe(400);
    expect((await refuseUndecodableAction(multipart({ "1": "[]" })))?.status).toBe(400);
  });

  it.each([
    ["plain arguments", '[{"id":"1","n":5,"on":true,"x":null}]'],
    [
      "React's inline values",
      '["$undefined","$NaN","$Infinity","$-Infinity","$-0","$D2030-01-01T00:00:00.000Z","$n12","$$escaped"]',
    ],
    ["a repeated object, referenced by path", '[{"a":{"b":1},"c":"$0:0:a"}]'],
    ["no arguments", "[]"],
  ])("lets %s through", async (_, body) => {
    expect(await refuseUndecodableAction(action(body))).toBeNull();
  });

  it("lets multipart parts that resolve through, and ignores what is no action call", async () => {
    expect(await refuseUndecodableAction(multipart({ "0": '["$Q1"]', "1": '[["k","v"]]' }))).toBeNull();
    expect(
      await refuseUndecodableAction(new Request("http://localhost/events", { method: "POST", body: "x" })),
    ).toBeNull();
    const get = new Request("http://localhost/events", { headers: { "next-action": "7f00aa" } });
    expect(await refuseUndecodableAction(get)).toBeNull();
  });
});
