import "server-only";
import type { TTransferParam } from "@/lib/domain/liquidity/list";

// What the transfer list taught Countersign about this platform at run time (docs/platform.md): which
// guessed parameters it did not apply (rows came back that they exclude) and which it refused (a 400 named
// them). Kept for a while, then asked again; every page is still checked, so a filter the platform ignores
// is noticed on any page that shows it, and one remembered here is applied to every page meanwhile, even
// to a page whose rows happen to match (its count would still be the unfiltered list's). Per process,
// like lib/providers/gateway/search-memory.ts for the payment searches; each instance learns on its own.

export const TRANSFER_PARAM_TTL_MS = 60 * 60_000;

/** "ignored": still sent (harmless) but applied here too; "refused": not sent, applied here. */
export type TParamFate = "ignored" | "refused";

export function createTransferListMemory(clock: () => number = Date.now) {
  const seen = new Map<TTransferParam, { fate: TParamFate; until: number }>();
  const current = () => {
    const now = clock();
    for (const [param, { until }] of seen) if (until <= now) seen.delete(param);
    return seen;
  };
  return {
    /** The parameters seen with `fate` within the last TRANSFER_PARAM_TTL_MS. */
    with(fate: TParamFate): Set<TTransferParam> {
      return new Set([...current()].filter(([, v]) => v.fate === fate).map(([p]) => p));
    },
    note(fate: TParamFate, params: Iterable<TTransferParam>) {
      // A refusal outranks being ignored: a refused name must not be sent again.
      for (const param of params) {
        const known = current().get(param);
        if (fate === "ignored" && known?.fate === "refused") continue;
        seen.set(param, { fate, until: clock() + TRANSFER_PARAM_TTL_MS });
      }
    },
  };
}

export type TTransferListMemory = ReturnType<typeof createTransferListMemory>;

let processMemory: TTransferListMemory | undefined;

/** This process's memory, shared by the list, the totals and the chart. */
export const transferListMemory = (): TTransferListMemory => (processMemory ??= createTransferListMemory());
