import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { ACCOUNT_PAGES, PAGES } from "../lib/auth/client-safe/pages";
import { ROLES } from "../lib/auth/client-safe/roles";
import { knownSecrets, leaksIn, readText, staticFiles } from "./fixtures/client-secrets";
import { signInAs } from "./fixtures/sign-in";
import { createUser, SEEDED, SEEDED_PASSWORD } from "./fixtures/users";

// README.md, Security: Headers and secrets. Every page runs under a nonce CSP with a clean console, the
// static security headers are on pages, API routes and the event stream, and nothing a browser can read
// (every page's HTML, the built static files) holds a secret or a server module's name.

const STATIC_HEADERS = {
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
};

/** Console errors, uncaught errors and CSP violations (reported by the page itself) from now on. */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (m) => void (m.type() === "error" && problems.push(`${page.url()}: ${m.text()}`)));
  page.on("pageerror", (e) => void problems.push(`${page.url()}: uncaught ${e.message}`));
  await page.exposeFunction("reportCspViolation", (v: string) => void problems.push(`${page.url()}: ${v}`));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(
        `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline"}`,
      ),
    ),
  );
  return problems;
}

type TAnswer = { headers(): Record<string, string>; text(): Promise<string> };

/** The nonce of a page's policy, after checking that every <script> of its HTML carries it. */
async function checkPolicy(response: TAnswer, where: string): Promise<string> {
  const policy = response.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1] ?? "";
  expect(nonce, `${where}: the policy has a nonce`).not.toBe("");
  expect(policy).toContain("'strict-dynamic'");
  const html = await response.text();
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(tags.length, `${where}: scripts`).toBeGreaterThan(0);
  expect(
    tags.filter((tag) => !tag.includes(`nonce="${nonce}"`)),
    `${where}: scripts without the nonce`,
  ).toEqual([]);
  return nonce;
}

test("every page: a fresh nonce on all its scripts, a clean console, no secret in its HTML", async ({
  page,
}) => {
  const problems = await watchProblems(page);
  const secrets = knownSecrets();
  const nonces = new Set<string>();
  const leaks: string[] = [];
  const visit = async (href: string) => {
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
    nonces.add(await checkPolicy(response!, href));
    leaks.push(...leaksIn(await response!.text(), href, secrets));
    await expect(page.locator("h1").first()).toBeVisible();
  };

  await visit("/login");
  // One account with every role reaches every page (a forbidden page's 403 is a console error by itself).
  const user = await createUser([...ROLES]);
  await signInAs(page, user.email, user.password);
  for (const { href } of [...PAGES, ...ACCOUNT_PAGES]) await visit(href);

  expect(nonces.size, "a new nonce per page").toBe(PAGES.length + ACCOUNT_PAGES.length + 1);
  expect(leaks).toEqual([]);
  expect(problems).toEqual([]);
});

test("the security headers are on a page, an API route and the event stream", async ({ page, request }) => {
  const health = await request.get("/api/health");
  expect(health.headers()).toMatchObject({
    ...STATIC_HEADERS,
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  });
  const login = await request.get("/login");
  expect(login.headers()).toMatchObject(STATIC_HEADERS);
  await checkPolicy(login, "/login");
  // The e2e servers run on http: HSTS there would pin a plain-http host (lib/security-headers.test.ts).
  expect(login.headers()["strict-transport-security"]).toBeUndefined();

  await signInAs(page, SEEDED.manager, SEEDED_PASSWORD);
  const overview = await page.request.get("/api/overview");
  expect(overview.status()).toBe(200);
  expect(overview.headers()).toMatchObject({
    ...STATIC_HEADERS,
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  });
  // The stream never ends: read its headers in the page, then hang up.
  const stream = await page.evaluate(async () => {
    const abort = new AbortController();
    const res = await fetch("/api/stream", { signal: abort.signal });
    const headers = Object.fromEntries(res.headers.entries());
    abort.abort();
    return { status: res.status, headers };
  });
  expect(stream.status).toBe(200);
  expect(stream.headers["content-type"]).toContain("text/event-stream");
  expect(stream.headers).toMatchObject(STATIC_HEADERS);
});

test("the browser's built files hold no secret and no server module's name", () => {
  const files = staticFiles();
  expect(files.length).toBeGreaterThan(10);
  const secrets = knownSecrets();
  const leaks = files.flatMap((file) => leaksIn(readText(file), path.relative(process.cwd(), file), secrets));
  expect(leaks).toEqual([]);
});
