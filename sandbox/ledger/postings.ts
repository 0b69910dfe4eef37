import { z } from "zod";
import type { TSandboxContext } from "../context";
import type { TViolation } from "../http/errors";
import { findAccount } from "./book";
import { isKnownCurrency } from "./currencies";
import { parseLedgerAddress } from "./identifiers";

// POST /v1/transactions body (docs/platform-interface.md#ledger-transactions):
// referenceId required and non-blank, referenceSource CLIENT | RESTRICTION_SYSTEM, 1–100 postings of
// {source, destination, currency, details, amount, type}. Lengths the interface leaves open are the
// sandbox's: referenceId ≤ 255, type ≤ 64, details ≤ 500. Unknown fields are ignored.

const required = (what: string) => ({
  error: (issue: { input: unknown }) =>
    issue.input === undefined || issue.input === null ? "must not be null" : `must be ${what}`,
});
const nonBlank = (max: number) =>
  z
    .string(required("a string"))
    .max(max, `size must be at most ${max}`)
    .refine((s) => s.trim() !== "", "must not be blank");
const ZAddress = z
  .string(required("a string"))
  .refine(
    (s) => parseLedgerAddress(s) !== null,
    "must be CUSTOMER:<party_id>:<account_id>:CURRENT|HOLDING or INTERNAL:<name>:<name>",
  );

const ZPosting = z
  .object({
    source: ZAddress,
    destination: ZAddress,
    currency: z
      .string(required("a string"))
      .regex(/^[A-Z]{3}$/, "must be an ISO 4217 currency code")
      .refine(isKnownCurrency, "unknown currency"),
    details: z.string(required("a string")).max(500, "size must be at most 500"),
    amount: z.int(required("an integer (minor units)")).positive("must be greater than 0"),
    type: nonBlank(64),
  })
  .refine((p) => p.source !== p.destination, { message: "must differ from source", path: ["destination"] });

export const ZTransactionBody = z.object(
  {
    referenceId: nonBlank(255),
    referenceSource: z.enum(["CLIENT", "RESTRICTION_SYSTEM"], required("one of CLIENT, RESTRICTION_SYSTEM")),
    postings: z
      .array(ZPosting, required("an array"))
      .min(1, "size must be between 1 and 100")
      .max(100, "size must be between 1 and 100"),
  },
  required("a JSON object"),
);

/**
 * Checks against the ledger's state at request time: every customer ledger account named must exist, belong
 * to the party in its identifier and be OPENED (CLOSED and BLOCKED accounts take no postings).
 */
export function postingViolations(
  ctx: TSandboxContext,
  postings: z.output<typeof ZTransactionBody>["postings"],
): TViolation[] {
  const violations: TViolation[] = [];
  postings.forEach((posting, index) => {
    for (const side of ["source", "destination"] as const) {
      const address = parseLedgerAddress(posting[side]);
      if (address?.kind !== "customer") continue;
      const account = findAccount(ctx, address.accountId);
      const message = !account
        ? `account ${address.accountId} does not exist`
        : account.partyId !== address.partyId
          ? `account ${address.accountId} does not belong to party ${address.partyId}`
          : account.status !== "OPENED"
            ? `account ${address.accountId} is ${account.status}`
            : null;
      if (message) violations.push({ field: `postings.${index}.${side}`, in: "body", message });
    }
  });
  return violations;
}
