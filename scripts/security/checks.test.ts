import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { checkCookies } from "./check-cookies";
import { checkHeaders, parseCsp } from "./check-headers";
import { checkRedirects } from "./check-redirects";
import { checkWebhookLimit } from "./check-webhook-limit";
import { CookieJar } from "./http";

// The security check's verdicts against small servers that behave as an insecure and a secure deployment
// would: each check must FAIL the first and PASS the second, or it proves nothing about a real one.

type THandler = (req: IncomingMessage, res: ServerResponse) => void;
const servers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((close) => close()));
});

async function serve(handler: THandler): Promise<string> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const BASIC = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "same-origin",
  "permissions-policy": "camera=()",
};
let nonce = 0;
const goodCsp = () =>
  `default-src 'self'; script-src 'nonce-${Buffer.from(`n${++nonce}`.padEnd(18, "x")).toString("base64")}' 'strict-dynamic'; ` +
  "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'; connect-src 'self'";

describe("security check: headers", () => {
  it("fails a deployment without a CSP, passes one with a fresh nonce per page and the directives", async () => {
    const bare = await serve((_req, res) => res.writeHead(200, BASIC).end("ok"));
    const [common, csp] = await checkHeaders(bare);
    expect(common!.verdict).toBe("pass");
    expect(csp).toMatchObject({
      verdict: "fail",
      evidence: expect.arrayContaining(["/login: no Content-Security-Policy"]),
    });

    const secure = await serve((req, res) =>
      res
        .writeHead(
          200,
          req.url?.startsWith("/login") ? { ...BASIC, "content-security-policy": goodCsp() } : BASIC,
        )
        .end(),
    );
    expect((await checkHeaders(secure)).map((r) => r.verdict)).toEqual(["pass", "pass"]);
  });

  it("fails a nonce repeated across responses, and a missing header on the event stream", async () => {
    const fixed = goodCsp();
    const base = await serve((req, res) =>
      res
        .writeHead(200, req.url === "/api/stream" ? {} : { ...BASIC, "content-security-policy": fixed })
        .end(),
    );
    const [common, csp] = await checkHeaders(base);
    expect(common!.verdict).toBe("fail");
    expect(common!.evidence.join("\n")).toContain("/api/stream: x-frame-options");
    expect(csp!.evidence).toContain("/login: the same nonce on two responses");
  });

  it("reads a policy's directives", () => {
    expect(parseCsp("script-src 'self' 'nonce-a'; object-src 'none'").get("script-src")).toBe(
      "'self' 'nonce-a'",
    );
  });
});

describe("security check: redirects", () => {
  const redirectTo = (pick: (v: string) => string) =>
    serve((req, res) => {
      const v = new URL(req.url!, "http://x").searchParams.get("callbackUrl") ?? "/";
      res.writeHead(307, { location: encodeURI(pick(v)) }).end();
    });

  it("fails a sign-in page that redirects to what it was given", async () => {
    const result = await checkRedirects(await redirectTo((v) => v), new CookieJar());
    expect(result.verdict).toBe("fail");
    expect(result.evidence.join("\n")).toContain('"//evil.example" redirects off the origin');
  });

  it("passes one that keeps only a same-origin path", async () => {
    const result = await checkRedirects(
      await redirectTo((v) => (/^\/(?![/\\])[^\s\\]*$/.test(v) ? v : "/")),
      new CookieJar(),
    );
    expect(result.verdict).toBe("pass");
  });
});

describe("security check: cookies and the webhook limit", () => {
  const signIn = (setCookies: string[]) => ({
    jar: new CookieJar(),
    answer: { status: 200, headers: new Headers(), body: "", setCookies },
    signedIn: true,
  });

  it("flags a session cookie without HttpOnly or SameSite, and Secure on https", () => {
    expect(
      checkCookies("http://x", signIn(["next-auth.session-token=a; Path=/; HttpOnly; SameSite=Lax"])).verdict,
    ).toBe("pass");
    const loose = checkCookies("https://x", signIn(["next-auth.session-token=a; Path=/"]));
    expect(loose.evidence).toEqual(
      expect.arrayContaining([
        "next-auth.session-token: not HttpOnly",
        "next-auth.session-token: SameSite is not Lax or Strict",
        "next-auth.session-token: not Secure on https",
      ]),
    );
  });

  it("passes a route that answers 429 with Retry-After past a limit, fails one that never limits", async () => {
    let posts = 0;
    const limited = await serve((_req, res) =>
      ++posts > 25 ? res.writeHead(429, { "retry-after": "60" }).end() : res.writeHead(401).end(),
    );
    const pass = await checkWebhookLimit(`${limited}/api/webhooks`, 100);
    expect(pass.verdict).toBe("pass");
    expect(pass.evidence[1]).toMatch(/^first 429 at post 2[6-9]|^first 429 at post 30/);

    const open = await serve((_req, res) => res.writeHead(401).end());
    expect((await checkWebhookLimit(`${open}/api/webhooks`, 50)).evidence).toContain("never limited");
  });
});
