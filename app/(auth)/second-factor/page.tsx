import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { EnrolmentForm } from "@/components/auth/enrolment-form";
import { FinishEnrolmentButton } from "@/components/auth/finish-enrolment-button";
import { ReplaceRecoveryCodesForm } from "@/components/auth/replace-recovery-codes-form";
import { DateTime } from "@/components/ui/date-time";
import { currentEnrolmentSession } from "@/lib/auth/mfa/enrolment-session";
import { startEnrolment } from "@/lib/services/mfa/start-enrolment";

export const metadata: Metadata = { title: "Second factor" };

export default async function SecondFactorPage() {
  const session = await currentEnrolmentSession();
  if (!session) redirect("/login?callbackUrl=%2Fsecond-factor");
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-8">
      <div className="w-full max-w-md space-y-4 rounded-lg border border-border bg-card p-6 shadow-sm">
        <h1 className="text-lg font-semibold">Second factor</h1>
        {session.sso ? (
          <p className="text-sm text-muted-foreground">
            You sign in through single sign-on: your identity provider asks for your second factor.
          </p>
        ) : (
          <Enrolment user={session.user} restricted={session.restricted} />
        )}
        {!session.restricted && (
          <Link href="/" className="text-sm text-accent underline underline-offset-2">
            Back to Countersign
          </Link>
        )}
      </div>
    </main>
  );
}

async function Enrolment({ user, restricted }: { user: { id: string; email: string }; restricted: boolean }) {
  const state = await startEnrolment(user);
  if (state.state === "enrolled")
    return (
      <>
        <p className="text-sm" data-testid="mfa-enrolled">
          Your authenticator app has been asked for a code at every sign-in since{" "}
          <DateTime iso={state.confirmedAt} />. {state.recoveryCodesLeft} of your recovery codes are unused.
          Lost your phone? Ask an administrator to reset your second factor.
        </p>
        {restricted && <FinishEnrolmentButton label="Continue to Countersign" />}
        <ReplaceRecoveryCodesForm />
      </>
    );
  return (
    <>
      {restricted && (
        <p className="text-sm" data-testid="mfa-required-notice">
          Your role requires a second factor. Set it up now: Countersign opens once it is done.
        </p>
      )}
      <EnrolmentForm qr={state.qr} secret={state.secret} />
    </>
  );
}
