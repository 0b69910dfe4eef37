// Revocation: a session cookie copied before sign-out (a stolen one) must stop working once its owner signs
// out. Read with the copy: the Overview's API must answer 401 and a page must send the browser to sign-in.
import { send } from "./http";
import { signIn, signOut } from "./session";
import { fail, verdictOf, type TSecurityResult } from "./report";

const CHECK = "a session ends at sign-out (a copied cookie stops working)";

export async function checkRevocation(
  base: string,
  email: string,
  password: string,
): Promise<TSecurityResult> {
  const browser = await signIn(base, email, password);
  if (!browser.signedIn) return fail(CHECK, `sign-in answered ${browser.answer.status} without a session`);
  const copied = browser.jar.clone();
  const before = await send(base, "/api/overview", { jar: copied });
  if (before.status !== 200)
    return fail(CHECK, `GET /api/overview while signed in answered ${before.status}`);
  const out = await signOut(base, browser.jar);
  const api = await send(base, "/api/overview", { jar: copied });
  const page = await send(base, "/", { jar: copied });
  const location = page.headers.get("location") ?? "";
  const problems = [
    ...(api.status === 401
      ? []
      : [`GET /api/overview with the copied cookie answered ${api.status}, not 401`]),
    ...(page.status >= 300 && page.status < 400 && location.includes("/login")
      ? []
      : [`GET / with the copied cookie answered ${page.status} ${location}, not a redirect to /login`]),
  ];
  return verdictOf(CHECK, problems, [
    `before sign-out: GET /api/overview 200; sign-out answered ${out.status}`,
    `after, with the copy: GET /api/overview ${api.status}, GET / ${page.status} ${location}`,
  ]);
}
