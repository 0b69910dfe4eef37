"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useStepUp } from "@/components/auth/step-up-provider";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { ErrorState } from "@/components/ui/error-state";
import { actionFieldErrors } from "@/components/ui/field-errors";
import { SkeletonRows } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { useLocale } from "@/components/ui/use-locale";
import { saveRuleSetAction } from "@/lib/actions/confirmation-rules";
import type { TRuleSetVersion } from "@/lib/domain/confirmation-rules/confirmation-rules";
import { changesBetween } from "./describe-rule";
import { checkDraft, otherErrors, toDraft, type TDraftRule } from "./draft";
import { errorsAfterEdit, firstInvalidId } from "./draft-errors";
import { GlobHelp } from "./glob-help";
import { RuleSummaryList } from "./rule-summary-list";
import { RulesEditor } from "./rules-editor";
import { SaveDialog } from "./save-dialog";
import { rulesKeys, useCurrentRules } from "./use-rules";
import { VersionsPanel } from "./versions-panel";

type TDraft = { baseVersion: number | null; rules: TDraftRule[] };

/** The confirmation rules page's client half: the editor (admins) or the rules read-only, and the versions. */
export function RulesView({ canManage }: { canManage: boolean }) {
  const current = useCurrentRules();
  const locale = useLocale();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const { withStepUp } = useStepUp();
  // Null until the person edits: the editor then shows the rules in force as they are now.
  const [edited, setEdited] = useState<TDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState<{ changes: string[]; count: number } | null>(null);
  const [comment, setComment] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  const inForce = current.data ?? null;
  const draft: TDraft | null =
    edited ??
    (inForce ? { baseVersion: inForce.version, rules: inForce.rules.map((r) => toDraft(r, locale)) } : null);
  const dirty = edited !== null;

  // Leaving with unsaved rules asks first (the browser's own prompt).
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const setRules = (rules: TDraftRule[], touched?: { index: number; fields: string[] }) => {
    setEdited({ baseVersion: draft!.baseVersion, rules });
    setErrors((e) => errorsAfterEdit(e, touched));
  };

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const id = firstInvalidId(found, draft!.rules);
    if (id) requestAnimationFrame(() => document.getElementById(id)?.focus());
  };

  const askSave = () => {
    if (!draft || !inForce) return;
    setConflict(null);
    const checked = checkDraft(draft.rules, draft.baseVersion, "", locale);
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    setFailure(null);
    setSaving({
      changes: changesBetween(inForce.rules, checked.input.rules, locale),
      count: draft.rules.length,
    });
  };

  const save = async (): Promise<boolean> => {
    if (!draft) return false;
    const checked = checkDraft(draft.rules, draft.baseVersion, comment, locale);
    if (!checked.ok) {
      if (checked.errors.comment) {
        setErrors(checked.errors);
        return false;
      }
      showErrors(checked.errors);
      return true;
    }
    let res;
    try {
      res = await withStepUp(() => saveRuleSetAction(checked.input));
    } catch {
      setFailure("Countersign could not be reached: nothing is known to be saved. Try again.");
      return false;
    }
    if (res.data) {
      toast({ tone: "success", title: `Version ${res.data.version} saved and in force` });
      setEdited(null);
      setComment("");
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: rulesKeys.all });
      return true;
    }
    const error = res.error;
    if (error.code === "conflict") {
      setConflict(error.message);
      return true;
    }
    const fieldErrors = actionFieldErrors(res);
    if (error.code === "invalid_input" && Object.keys(fieldErrors).length) {
      if (fieldErrors.comment) {
        setErrors(fieldErrors);
        return false;
      }
      showErrors(fieldErrors);
      return true;
    }
    setFailure(error.message);
    return false;
  };

  const reload = async () => {
    setEdited(null);
    setErrors({});
    setConflict(null);
    await queryClient.invalidateQueries({ queryKey: rulesKeys.all });
  };

  const load = (version: TRuleSetVersion) => {
    if (!inForce) return;
    setEdited({ baseVersion: inForce.version, rules: version.rules.map((r) => toDraft(r, locale)) });
    setErrors({});
    toast({
      tone: "info",
      title: `Version ${version.version} loaded into the editor`,
      description: "Nothing is in force until you save it, as a new version.",
    });
  };

  if (current.isPending) return <SkeletonRows rows={4} label="Loading the confirmation rules" />;
  if (current.isError || !draft || !inForce)
    return (
      <ErrorState
        title="Couldn't load the confirmation rules."
        description={current.error?.message}
        action={
          <Button variant="secondary" onClick={() => void current.refetch()}>
            Retry
          </Button>
        }
      />
    );

  const others = otherErrors(errors);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="rules-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="rules-title" className="text-base font-semibold">
            {inForce.version === null ? "No rules saved yet" : `Rules in force: version ${inForce.version}`}
          </h2>
          {canManage ? (
            <div className="flex items-center gap-2">
              {dirty ? (
                <>
                  <span className="text-sm text-warning-fg" data-testid="unsaved">
                    Unsaved changes
                    {draft.baseVersion !== inForce.version
                      ? ` (started from version ${draft.baseVersion ?? "none"})`
                      : ""}
                  </span>
                  <Button variant="ghost" onClick={() => void reload()}>
                    Discard changes
                  </Button>
                </>
              ) : null}
              <Button onClick={askSave} disabled={!dirty}>
                Save as new version…
              </Button>
            </div>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">
          Evaluated the moment an Instant payment&apos;s notification arrives: the first enabled rule whose
          every condition holds decides at once; a payment no rule matches waits for people on the Instant
          confirmations page.
        </p>
        {conflict ? (
          <Callout
            tone="warning"
            role="alert"
            title="Someone saved the rules after you started"
            action={
              <Button variant="secondary" size="sm" onClick={() => void reload()}>
                Reload the rules in force
              </Button>
            }
            data-testid="conflict"
          >
            {conflict} Reloading discards your changes here.
          </Callout>
        ) : null}
        {Object.keys(errors).length > 0 && !saving ? (
          <Callout
            tone="error"
            role="alert"
            title="Nothing was saved: some fields need attention"
            data-testid="save-errors"
          >
            {others.length ? (
              <ul className="list-disc pl-5">
                {others.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            ) : (
              "Each message is beside its field."
            )}
          </Callout>
        ) : null}
        {canManage ? (
          <>
            <GlobHelp />
            <RulesEditor rules={draft.rules} errors={errors} onRules={setRules} />
          </>
        ) : (
          <RuleSummaryList rules={inForce.rules} label="Rules in force, in order" />
        )}
      </section>
      <VersionsPanel onLoad={canManage ? load : null} />
      <SaveDialog
        open={saving !== null}
        changes={saving?.changes ?? []}
        ruleCount={saving?.count ?? 0}
        comment={comment}
        onComment={setComment}
        commentError={errors.comment}
        failure={failure}
        onConfirm={save}
        onClose={() => setSaving(null)}
      />
    </div>
  );
}
