// The session and CSRF cookies a sign-in sets: HttpOnly so a script cannot read them, SameSite so another
// site cannot send them along, Secure (and the __Secure-/__Host- prefixes) when served over https.
import type { TSignIn } from "./session";
import { verdictOf, type TSecurityResult } from "./report";

const attributes = (line: string) =>
  new Map(
    line
      .split(";")
      .slice(1)
      .map((a) => a.trim().split("=") as [string, string?])
      .map(([k, v]) => [k.toLowerCase(), (v ?? "").toLowerCase()]),
  );

export function checkCookies(base: string, signIn: TSignIn): TSecurityResult {
  const https = new URL(base).protocol === "https:";
  const problems: string[] = [];
  const session = signIn.answer.setCookies.find((c) => /next-auth\.session-token=/.test(c));
  if (!session) problems.push("the sign-in set no session cookie");
  for (const line of signIn.answer.setCookies) {
    const name = line.split("=")[0]!;
    if (!/next-auth\.(session-token|csrf-token)/.test(name)) continue;
    const a = attributes(line);
    if (!a.has("httponly")) problems.push(`${name}: not HttpOnly`);
    if (!["lax", "strict"].includes(a.get("samesite") ?? ""))
      problems.push(`${name}: SameSite is not Lax or Strict`);
    if (https && !a.has("secure")) problems.push(`${name}: not Secure on https`);
    if (https && !/^__(Secure|Host)-/.test(name))
      problems.push(`${name}: no __Secure-/__Host- prefix on https`);
  }
  const shown = signIn.answer.setCookies.map((c) => c.replace(/=[^;]*/, "=…"));
  return verdictOf("session cookie flags", problems, shown);
}
