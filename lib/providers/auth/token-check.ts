import "server-only";
import type { TTokenSource } from "./token-source";

// Readiness's question (docs/observability.md#health): can this instance get a platform token? A token in
// the cache answers at once; otherwise one is asked for, and the answer waited for at most `waitMs`. A
// request still running after that goes on (single flight), so the next check may find it cached.

export async function tokenAvailable(
  source: Pick<TTokenSource, "getToken">,
  waitMs: number,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), waitMs);
  });
  const asked = source.getToken().then(
    (token) => token.length > 0,
    () => false,
  );
  return Promise.race([asked, late]).finally(() => clearTimeout(timer));
}
