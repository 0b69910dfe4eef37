// The security check's order: headers first (no account needed), then the sign-in checks on a throwaway
// account (cookies, redirects, revocation, and lock-out last, since it locks the account), then the
// webhook limit. The account is disabled whatever happens.
import { checkCookies } from "./check-cookies";
import { checkHeaders } from "./check-headers";
import { checkLockout } from "./check-lockout";
import { checkRedirects } from "./check-redirects";
import { checkRevocation } from "./check-revocation";
import { checkWebhookLimit } from "./check-webhook-limit";
import { skip, type TSecurityReport, type TSecurityResult } from "./report";
import { signIn } from "./session";
import { createThrowawayAccount } from "./throwaway-account";

export type TSecurityCheckOptions = {
  /** The deployment, e.g. https://countersign.example.com */
  url: string;
  /** Where the platform posts webhooks (default: the deployment's /api/webhooks). */
  webhookUrl?: string;
  /** The deployment's database, to make the throwaway account in; without it those checks are skipped. */
  databaseUrl: string | null;
  /** How many unsigned posts the webhook check sends at most. */
  webhookBurst?: number;
};

const ACCOUNT_CHECKS = [
  "session cookie flags",
  "no open redirect after sign-in",
  "a session ends at sign-out (a copied cookie stops working)",
  "lock-out holds under parallel guesses",
];

export async function runSecurityCheck(o: TSecurityCheckOptions): Promise<TSecurityReport> {
  const results: TSecurityResult[] = [...(await checkHeaders(o.url))];
  if (!o.databaseUrl) {
    const why = "no DATABASE_URL: the throwaway account is made in the deployment's database";
    results.push(...ACCOUNT_CHECKS.map((c) => skip(c, why)));
  } else {
    const account = await createThrowawayAccount(o.databaseUrl);
    try {
      const first = await signIn(o.url, account.email, account.password);
      results.push(checkCookies(o.url, first));
      results.push(await checkRedirects(o.url, first.jar));
      results.push(await checkRevocation(o.url, account.email, account.password));
      results.push(await checkLockout(o.url, account.email, account.password));
    } finally {
      await account.disable();
    }
  }
  const webhookUrl = o.webhookUrl ?? new URL("/api/webhooks", o.url).href;
  results.push(await checkWebhookLimit(webhookUrl, o.webhookBurst ?? 500));
  return { target: o.url, results };
}
