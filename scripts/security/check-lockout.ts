// Lock-out under parallel guesses: eleven wrong passwords at once, then the right one while they are still
// being checked. Counted before verification, the guesses lock the account before the right password is
// looked at, so it gets no session; and the account stays locked for a later right password.
import { postSignIn, prepareSignIn, signIn } from "./session";
import { verdictOf, type TSecurityResult } from "./report";

const WRONG = 11;

export async function checkLockout(base: string, email: string, password: string): Promise<TSecurityResult> {
  // Every browser fetches its CSRF token first, so the guesses leave together and nothing but the server's
  // own order decides which attempt is counted first.
  const browsers = await Promise.all(Array.from({ length: WRONG + 1 }, () => prepareSignIn(base)));
  const wrong = browsers.slice(0, WRONG).map((b, i) => postSignIn(b, email, `${password}-wrong-${i}`));
  // The right one leaves once the first guess is answered: every guess was counted before its password was
  // checked (a slow hash), so by then they have all been sent and the first ones counted; ten are in flight.
  await Promise.race(wrong);
  const right = await postSignIn(browsers[WRONG]!, email, password);
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
