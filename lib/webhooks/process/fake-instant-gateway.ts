// The platform as the rule tests (instant-rules*.test.ts) see it: this module stands in for
// @/lib/providers/gateway/client (`vi.mock(…, () => import("./fake-instant-gateway"))`), and its gateway
// records each answer and lookup. It imports nothing of the app, so the mock can load it while the app's
// modules are still loading.

export const platform = {
  responses: [] as { id: number; answer: unknown; timeoutMs?: number; rowAtCall?: unknown }[],
  lookups: [] as number[],
  respond: async (): Promise<void> => {},
  bic: "BNPAFRPPXXX" as string | null,
  onRespond: null as null | ((id: number) => Promise<unknown>),
};

export const gateway = () => ({
  async respondToInstantPayment(id: number, answer: unknown, opts: { timeoutMs?: number }) {
    const rowAtCall = await platform.onRespond?.(id);
    platform.responses.push({ id, answer, timeoutMs: opts.timeoutMs, rowAtCall });
    await platform.respond();
  },
  async getTransaction(id: number) {
    platform.lookups.push(id);
    return { payment: {}, item: { origin_bic: platform.bic, debtor_bank_bic: null } };
  },
});
