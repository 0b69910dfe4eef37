import "server-only";
import { claimDraftPayment, finishDraftPayment, type TPaymentOutcome } from "@/lib/db/draft-payments";
import type { TCreateApi, TPaymentSubmission } from "@/lib/domain/initiation/submission";
import { isProviderError } from "@/lib/errors/provider-error";
import { logger } from "@/lib/logger";
import { platform } from "../platform/registry";
import { readBack } from "./read-back";

// One payment of an approved draft, created once (docs/initiation.md#exactly-once). The row is claimed
// before the call, so a double click, a second instance or the reconciler never send it at the same time;
// its Idempotency-Key was fixed when the draft was made, so a repeat of the same write is one the interface
// promises to answer with the existing payment. Still, what that key covers is not stated (how long it
// lasts, whether per operation), so a payment whose earlier attempt got no answer is looked for first,
// and sent again only when the platform shows none.

export type TSubmitResult = TPaymentOutcome["state"] | "busy";

/** A claim still 'sending' after this long belongs to an attempt that died (a crash, a lost instance). */
export const STALE_SENDING_MS = 120_000;

export async function submitPayment(
  draftId: string,
  line: number,
  o: { requestId?: string } = {},
): Promise<TSubmitResult> {
  const api: TCreateApi = platform().createApi;
  const claim = await claimDraftPayment(draftId, line, api, STALE_SENDING_MS);
  if (!claim.claimed) return claim.row.state === "sending" ? "busy" : (claim.row.state as TSubmitResult);
  const submission = claim.payment as TPaymentSubmission;
  // The key is per operation on the sandbox (and perhaps on the platform): a retry keeps the first one.
  const sendWith = (claim.api as TCreateApi | null) ?? api;
  const outcome = await attempt(submission, claim.idempotencyKey, sendWith, claim.previous === "unknown", o);
  await finishDraftPayment(draftId, line, claim.attempts, outcome);
  return outcome.state;
}

async function attempt(
  s: TPaymentSubmission,
  key: string,
  api: TCreateApi,
  lookFirst: boolean,
  o: { requestId?: string },
): Promise<TPaymentOutcome> {
  try {
    if (lookFirst) {
      const found = await readBack(s);
      if (found.found !== "none") return fromReadBack(found);
    }
    const created = await platform().gateway.createPayment(api, s, key, { requestId: o.requestId });
    if (created) return { state: "created", platformId: BigInt(created.id), platformStatus: created.status };
    // The answer named no payment: it may exist all the same.
    const found = await readBack(s);
    return found.found === "none"
      ? unknown("The platform answered without naming the payment, and it is not found yet.")
      : fromReadBack(found);
  } catch (err) {
    return failed(err);
  }
}

function fromReadBack(
  found: Exclude<Awaited<ReturnType<typeof readBack>>, { found: "none" }>,
): TPaymentOutcome {
  if (found.found === "one") {
    return { state: "created", platformId: BigInt(found.payment.id), platformStatus: found.payment.status };
  }
  logger.error({ ids: found.ids }, "the platform holds several payments for one idempotency key");
  return unknown(
    `The platform holds ${found.ids.length} payments with this end-to-end id (${found.ids.join(", ")}): its idempotency did not hold. Nothing more is sent; check them with the platform.`,
  );
}

const unknown = (message: string): TPaymentOutcome => ({
  state: "unknown",
  providerStatus: null,
  providerCode: null,
  message,
});

function failed(err: unknown): TPaymentOutcome {
  if (!isProviderError(err)) {
    logger.error({ err }, "creating a draft's payment failed on our side");
    return unknown(
      "Something went wrong on our side; the payment is looked for before anything is sent again.",
    );
  }
  const answer = { providerStatus: err.status, providerCode: err.code ?? null };
  // A 4xx is the platform's no to this body (except a timeout or a rate limit, which say nothing about it).
  if (err.kind === "http" && err.status !== null && err.status < 500 && ![408, 429].includes(err.status)) {
    return { state: "refused", ...answer, message: err.platformMessage ?? err.message };
  }
  return {
    state: "unknown",
    ...answer,
    message: "No answer from the platform; it is looked for before anything is sent again.",
  };
}
