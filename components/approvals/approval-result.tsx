import { DateTime } from "@/components/ui/date-time";
import type { TApprovalResult } from "@/lib/domain/payments/payments";

/**
 * The platform's approval result: who signed, with what weight, when (docs/platform-interface.md#approval).
 */
export function ApprovalResult({ result }: { result: TApprovalResult }) {
  return (
    <dl className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs" data-testid="approval-result">
      <div className="flex gap-1">
        <dt className="text-muted-foreground">Signer</dt>
        <dd className="font-mono">{result.signer}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-muted-foreground">Weight</dt>
        <dd className="tabular-nums">{result.signatureWeight}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-muted-foreground">Signed</dt>
        <dd>
          <DateTime iso={result.signedAt} />
        </dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-muted-foreground">Signature</dt>
        <dd className="font-mono">{result.signatureId}</dd>
      </div>
    </dl>
  );
}
