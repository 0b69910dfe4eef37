"use client";

import { Callout } from "@/components/ui/callout";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useLocale } from "@/components/ui/use-locale";
import type { TUploadAnswer } from "@/lib/domain/initiation/bulk-upload";
import { checkSummary, unitWord } from "./bulk-words";

/** Up to this many row errors are listed; the error file holds them all. */
const SHOWN = 200;

/** What the check found: the file's own errors, or the count and sum of the valid rows and each row error. */
export function BulkCheckResult({ answer }: { answer: TUploadAnswer }) {
  const locale = useLocale();
  const errors = answer.rowErrors;
  return (
    <div className="flex flex-col gap-3" data-testid="bulk-result">
      {answer.fileErrors.length ? (
        <Callout tone="error" title="The file cannot be used" data-testid="bulk-file-errors">
          <ul className="list-disc pl-4">
            {answer.fileErrors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </Callout>
      ) : (
        <p className="text-sm font-medium" data-testid="bulk-summary">
          {checkSummary(answer, locale)}
        </p>
      )}
      {errors.length ? (
        <div className="flex flex-col gap-2">
          <h2 className="text-sm font-semibold" id="bulk-errors-title">
            {errors.length.toLocaleString("en-US")} {errors.length === 1 ? "error" : "errors"} in{" "}
            {new Set(errors.map((e) => e.line)).size.toLocaleString("en-US")} of the file&apos;s payments
          </h2>
          <Table aria-label="Errors per payment" containerClassName="max-h-[28rem]">
            <TableHeader>
              <TableRow>
                <TableHead numeric>{unitWord(answer.unit)}</TableHead>
                <TableHead>Field</TableHead>
                <TableHead>Message</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {errors.slice(0, SHOWN).map((e, i) => (
                <TableRow
                  key={`${e.line}-${e.field ?? ""}-${i}`}
                  data-testid="bulk-row-error"
                  data-line={e.line}
                >
                  <TableCell numeric>{e.line}</TableCell>
                  <TableCell className="font-mono text-xs">{e.field ?? "—"}</TableCell>
                  <TableCell>{e.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {errors.length > SHOWN ? (
            <p className="text-[13px] text-muted-foreground">
              The first {SHOWN} are shown; the error file holds all {errors.length.toLocaleString("en-US")}.
            </p>
          ) : null}
        </div>
      ) : answer.fileErrors.length ? null : (
        <p className="text-[13px] text-muted-foreground" data-testid="bulk-no-errors">
          No payment of the file has an error.
        </p>
      )}
    </div>
  );
}
