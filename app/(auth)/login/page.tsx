import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { safeCallbackUrl } from "@/lib/auth/client-safe/callback-url";
import { currentUser } from "@/lib/auth/current-user";
import { signInOptions } from "@/lib/auth/sign-in-options";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Sign in" };

const ENVIRONMENT_LABELS = {
  sandbox: "Sandbox environment",
  test: "Test environment",
  production: "Production environment",
} as const;

type TProps = { searchParams: Promise<{ callbackUrl?: string; error?: string }> };

export default async function LoginPage({ searchParams }: TProps) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(params.callbackUrl, env.NEXTAUTH_URL);
  if (await currentUser()) redirect(callbackUrl);
  const options = signInOptions();
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 px-4">
      <div className="w-full max-w-sm rounded-lg border border-border bg-card p-6 shadow-sm">
        <h1 className="text-lg font-semibold">Sign in to Countersign</h1>
        {/* The environment only: the tenant id is for signed-in users (app header). */}
        <p className="mt-1 text-sm text-muted-foreground" data-testid="sign-in-environment">
          {ENVIRONMENT_LABELS[options.environment]}
        </p>
        <LoginForm callbackUrl={callbackUrl} initialError={params.error ?? null} sso={options.sso} />
      </div>
    </main>
  );
}
