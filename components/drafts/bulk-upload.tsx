"use client";

import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { useLocale } from "@/components/ui/use-locale";
import { BulkCheckResult } from "./bulk-check-result";
import { BulkColumnsHelp } from "./bulk-columns-help";
import { confirmTitle, errorFileName } from "./bulk-words";
import { useBulkUpload } from "./use-bulk-upload";

/** The error file as a download, made in the browser from the check's answer (no second upload). */
function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Upload a file of payments: choose, see what the check found, then make the batch draft of the valid rows. */
export function BulkUpload() {
  const locale = useLocale();
  const u = useBulkUpload();
  const a = u.answer;
  const canMake = a !== null && a.fileErrors.length === 0 && a.valid > 0 && u.phase === "checked";
  return (
    <div className="flex max-w-4xl flex-col gap-4" data-testid="bulk-upload" data-phase={u.phase}>
      <Field label="File of payments (CSV or pain.001 XML)" description={<BulkColumnsHelp />}>
        <input
          type="file"
          accept=".csv,.txt,.xml,text/csv,application/xml,text/xml"
          className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-muted file:px-3 file:py-1.5 file:text-sm file:text-foreground"
          onChange={(e) => void u.choose(e.currentTarget.files?.[0] ?? null)}
          disabled={u.phase === "checking" || u.phase === "creating"}
        />
      </Field>
      <div aria-live="polite" className="min-h-5 text-sm">
        {u.phase === "checking" ? (
          <span className="flex items-center gap-2" data-testid="bulk-checking">
            <Spinner /> Checking every payment of {u.file?.name}…
          </span>
        ) : u.phase === "idle" && !u.failure ? (
          <span className="text-muted-foreground">
            Choose a file: it is checked at once, and nothing is made yet.
          </span>
        ) : null}
      </div>
      {u.failure ? (
        <Callout tone="error" role="alert" data-testid="bulk-failure">
          {u.failure}
        </Callout>
      ) : null}
      {a ? <BulkCheckResult answer={a} /> : null}
      {a ? (
        <div className="flex flex-wrap gap-2">
          {a.errorFile ? (
            <Button
              variant="secondary"
              onClick={() => download(a.errorFile!, errorFileName(u.file?.name ?? ""))}
            >
              <Download aria-hidden className="size-4" /> Download the error file
            </Button>
          ) : null}
          {canMake ? (
            <Button onClick={() => u.setConfirming(true)} data-testid="bulk-make">
              Make the batch draft…
            </Button>
          ) : null}
        </div>
      ) : null}
      {a && u.confirming ? (
        <ConfirmDialog
          open
          onOpenChange={u.setConfirming}
          title={confirmTitle(a, locale)}
          description={`From ${u.file?.name}. The batch waits for approval by another person under the approval policy and is sent as a whole once approved.${a.total > a.valid ? ` The ${a.total - a.valid} payments with errors are left out.` : ""}`}
          confirmLabel="Make the batch draft"
          onConfirm={u.create}
          pending={u.phase === "creating"}
        />
      ) : null}
    </div>
  );
}
