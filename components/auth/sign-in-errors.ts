// The `error` codes next-auth hands back (our authorize() throws invalid | locked | disabled | throttled |
// mfa_required | mfa_invalid), in words.
const MESSAGES: Record<string, string> = {
  invalid: "Email or password is incorrect.",
  CredentialsSignin: "Email or password is incorrect.",
  locked:
    "This account is locked after 5 failed sign-ins. Try again in 15 minutes, or ask an administrator to unlock it.",
  disabled: "This account is disabled. Ask an administrator to enable it.",
  throttled: "Too many failed sign-ins for this account or from this network. Try again later.",
  mfa_required: "Enter the code from your authenticator app.",
  mfa_invalid:
    "That code is not right, or was used already. Type the newest code from your app, or an unused recovery code.",
  AccessDenied: "Your single sign-on account has no Countersign role. Ask an administrator for access.",
  SsoAccountConflict:
    "This email belongs to a Countersign account that signs in with a password. Sign in with your password, or ask an administrator to move the account to single sign-on.",
  SsoEmailUnverified:
    "Your identity provider has not verified your email address, so Countersign cannot use it.",
  SsoNoEmail:
    "Your identity provider did not share an email address. Ask your administrator to release the email claim.",
  OAuthSignin: "Single sign-on could not start. Try again, or sign in with email and password.",
  OAuthCallback: "Single sign-on did not complete. Try again.",
  SessionRequired: "Sign in to continue.",
};

export function signInErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  return MESSAGES[code] ?? "Sign-in failed. Try again.";
}
