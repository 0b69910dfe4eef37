// Lock-out under parallel guesses: eleven wrong passwords at once, then the right one while they are still
// being checked. Counted before verification, the guesses lock the account before the right password is
// looked at, so it gets no session; and the account stays locked for a later right password.
import { signIn } from "./session";
import { verdictOf, type TSecurityResult } from "./report";

const WRONG = 11;

export async function checkLockout(base: string, email: string, password: string): Promise<TSecurityResult> {
  const wrong = Array.from({ length: WRONG }, (_, i) => signIn(base, email, `${password}-wrong-${i}`));
  // Sent while the wrong ones are in flight: each costs a slow password hash on the server.
  await new Promise((resolve) => setTimeout(resolve, 25));
  const right = await signIn(base, email, password);
  const answers = await Promise.all(wrong);
  const later = await signIn(base, email, password);
  const problems = [
    ...answers.filter((a) => a.signedIn).map(() => "a wrong password got a session"),
    ...(right.signedIn ? ["the right password sent among the guesses got a session"] : []),
    ...(later.signedIn
      ? ["the right password after the guesses got a session: the account was not locked"]
      : []),
  ];
  return verdictOf(`lock-out holds under ${WRONG} parallel guesses`, problems, [
    `wrong: ${answers.map((a) => a.answer.status).join(" ")}; right among them: ${right.answer.status}; right after: ${later.answer.status}`,
  ]);
}
