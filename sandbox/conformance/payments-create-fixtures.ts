// The create endpoints and the Idempotency-Key header, for the payments-create*.test.ts files.

export const V3 = "/gateway/v3/payments/sepa";
export const LEGACY = "/gateway/gateway/createSepaPmt";
export const key = (k: string) => ({ "idempotency-key": k });
