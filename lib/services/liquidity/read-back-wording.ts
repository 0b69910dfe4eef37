import { formatMinor } from "@/lib/money";
import type { TReadBack } from "@/lib/domain/liquidity/transfer-outcome";

// What a read-back found, in words, after the sentence saying why the answer is missing. Pure (tested in
// read-back-wording.test.ts). The form lists the candidates itself; this says what they mean and what the
// person may do, and never that Countersign will send anything by itself.

const NOT_RESENT =
  "So the transfer may or may not have been made, and Countersign does not send it again by itself.";

export function readBackWording(
  cause: string | null,
  rb: TReadBack,
  intent: { amountMinor: bigint; currency: string },
): string {
  const amount = formatMinor(intent.amountMinor, intent.currency, { locale: "en-US" });
  const lead = cause ? `${cause} ${NOT_RESENT} ` : "";
  if (rb.status === "failed")
    return (
      `${lead}The platform's list of transfers could not be read just now, so nothing is known yet. Look ` +
      "again in a moment; nothing can be sent again until the list has been checked."
    );
  const where = `${amount} from this debtor to this creditor account created since just before it was first sent`;
  const partial = rb.complete
    ? ""
    : ` Only ${rb.rowsRead} of the ${rb.listed ?? "unknown number of"} transfers listed were read (the ` +
      "platform may not have applied the filters), so one could be missing from what was read.";
  const n = rb.candidates.length;
  if (n === 0)
    return (
      `${lead}The platform lists no transfer of ${where}.${partial} It may appear a moment later: look ` +
      "again, or send it again if you are sure it was not made."
    );
  return (
    `${lead}The platform lists ${n === 1 ? "one transfer" : `${n} transfers`} of ${where}.${partial} If one ` +
    "is yours, choose it; if none is, look again or send it again."
  );
}
