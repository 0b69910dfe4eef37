import { REQUIRED_COLUMNS } from "@/lib/domain/initiation/bulk-upload";
import { NEW_PAYMENT_FIELDS } from "@/lib/domain/initiation/fields";

const PER_ROW = ["scheme", "debtorAccountId", "debtorIban"];
const OPTIONAL = NEW_PAYMENT_FIELDS.filter((f) => !REQUIRED_COLUMNS.includes(f) && !PER_ROW.includes(f));

/** What a file may hold (docs/initiation.md#bulk), beside the file input. */
export function BulkColumnsHelp() {
  return (
    <div className="flex flex-col gap-1.5 text-[13px] text-muted-foreground" data-testid="bulk-columns">
      <p>
        <span className="font-medium text-foreground">CSV:</span> UTF-8, separated by <code>,</code> or{" "}
        <code>;</code>, a header row naming the columns, then one payment per row. Required:{" "}
        {REQUIRED_COLUMNS.map((c, i) => (
          <span key={c}>
            {i ? ", " : ""}
            <code className="text-foreground">{c}</code>
          </span>
        ))}
        . Every row also needs a <code className="text-foreground">scheme</code> (SEPA or INST) and a debtor (
        <code>debtorAccountId</code> or <code>debtorIban</code>). Optional: {OPTIONAL.join(", ")}. Amounts are
        in euro with a point before the cents (<code>1234.56</code>).
      </p>
      <p>
        <span className="font-medium text-foreground">pain.001 XML</span> (pain.001.001.03 or .09): each
        credit transfer transaction is one payment, with its block&apos;s debtor and date.
      </p>
      <p>At most 10,000 payments and 50 MB. Every payment is checked before anything is made.</p>
    </div>
  );
}
