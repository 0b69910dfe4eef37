"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { useToast } from "@/components/ui/toast";
import { useLocale } from "@/components/ui/use-locale";
import { DEFAULT_POLICY } from "@/lib/domain/initiation/policy";
import { describePolicyChanges } from "@/lib/domain/initiation/policy-changes";
import type { TPolicyVersion } from "@/lib/domain/initiation/policy-version";
import { controlId } from "./outcome-fields";
import { checkPolicyDraft, toDraftRule, type TDraftPolicy } from "./policy-draft";
import { PolicyEditor } from "./policy-editor";
import { PolicyInForce } from "./policy-in-force";
import { PolicyVersions } from "./policy-versions";
import { SavePolicyDialog } from "./save-policy-dialog";
import { useSavePolicy } from "./use-save-policy";

type TProps = { versions: TPolicyVersion[] };

/** The first message's control, so focus lands where the first message is. */
function firstInvalidId(errors: Record<string, string>, draft: TDraftPolicy): string | null {
  for (const key of Object.keys(errors)) {
    const rule = /^rules\.(\d+)\.(?:when\.)?(\w+)/.exec(key);
    const id = rule ? draft.rules[Number(rule[1])]?.id : undefined;
    if (rule && id) return controlId(`rule-${id}`, rule[2]!);
    if (key === "otherwise.approvals") return controlId("otherwise", "approvals");
  }
  return null;
}

/** The approval policy page's client half: the policy in force, its editor, the save, the versions. */
export function PolicyView({ versions }: TProps) {
  const locale = useLocale();
  const router = useRouter();
  const { toast } = useToast();
  const send = useSavePolicy();
  const inForce = versions[0] ?? null;
  const body = inForce ?? DEFAULT_POLICY;
  // Null until the admin edits: the editor then shows the policy in force as it is now.
  const [edited, setEdited] = useState<{ base: number | null; draft: TDraftPolicy } | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [changes, setChanges] = useState<string[] | null>(null);
  const [comment, setComment] = useState("");
  const [commentError, setCommentError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  const base = edited ? edited.base : (inForce?.version ?? null);
  const draft = edited?.draft ?? {
    rules: body.rules.map((r) => toDraftRule(r, locale)),
    otherwise: body.otherwise,
  };
  const checked = checkPolicyDraft(draft, base, "", locale);
  const errors = { ...(checked.ok ? {} : checked.errors), ...serverErrors };

  useEffect(() => {
    if (!edited) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [edited]);

  const onDraft = (next: TDraftPolicy) => {
    setEdited({ base, draft: next });
    setServerErrors({});
  };
  const reset = () => {
    setEdited(null);
    setServerErrors({});
    setTried(false);
    setConflict(null);
  };

  const askSave = () => {
    setConflict(null);
    setTried(true);
    if (!checked.ok) {
      const id = firstInvalidId(errors, draft);
      if (id) requestAnimationFrame(() => document.getElementById(id)?.focus());
      return;
    }
    setFailure(null);
    setCommentError(undefined);
    setChanges(describePolicyChanges(body, checked.input, { locale }));
  };

  const save = async (): Promise<boolean> => {
    const input = checkPolicyDraft(draft, base, comment, locale);
    if (!input.ok) {
      setCommentError(input.errors.comment);
      return !input.errors.comment;
    }
    const outcome = await send(input.input);
    if (outcome.kind === "saved") {
      reset();
      setComment("");
      return true;
    }
    if (outcome.kind === "conflict") setConflict(outcome.message);
    if (outcome.kind === "fields" && outcome.errors.comment) {
      setCommentError(outcome.errors.comment);
      return false;
    }
    if (outcome.kind === "fields") setServerErrors(outcome.errors);
    if (outcome.kind === "failure") setFailure(outcome.message);
    return outcome.kind !== "failure";
  };

  const load = (version: TPolicyVersion) => {
    onDraft({ rules: version.rules.map((r) => toDraftRule(r, locale)), otherwise: version.otherwise });
    toast({
      tone: "info",
      title: `Version ${version.version} loaded into the editor`,
      description: "Nothing is in force until you save it, as a new version.",
    });
    requestAnimationFrame(() => document.getElementById("policy-edit-title")?.scrollIntoView());
  };

  return (
    <div className="flex flex-col gap-6">
      <PolicyInForce inForce={inForce} />
      <section aria-labelledby="policy-edit-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="policy-edit-title" className="text-base font-semibold">
            Edit the policy
          </h2>
          <div className="flex items-center gap-2">
            {edited ? (
              <>
                <span className="text-sm text-warning-fg" data-testid="unsaved">
                  Unsaved changes
                </span>
                <Button variant="ghost" onClick={reset}>
                  Discard changes
                </Button>
              </>
            ) : null}
            <Button onClick={askSave} disabled={!edited}>
              Save as new version…
            </Button>
          </div>
        </div>
        {conflict ? (
          <Callout
            tone="warning"
            role="alert"
            title="Someone saved the policy after you started"
            data-testid="policy-conflict"
            action={
              <Button variant="secondary" size="sm" onClick={() => (reset(), router.refresh())}>
                Reload the policy in force
              </Button>
            }
          >
            {conflict} Reloading discards your changes here.
          </Callout>
        ) : null}
        {tried && !checked.ok ? (
          <Callout
            tone="error"
            role="alert"
            title="Nothing was saved: some fields need attention"
            data-testid="policy-errors"
          >
            Each message is beside its field.
          </Callout>
        ) : null}
        <PolicyEditor draft={draft} errors={errors} onDraft={onDraft} />
      </section>
      <PolicyVersions versions={versions} onLoad={load} />
      <SavePolicyDialog
        open={changes !== null}
        changes={changes ?? []}
        comment={comment}
        onComment={setComment}
        commentError={commentError}
        failure={failure}
        onConfirm={save}
        onClose={() => setChanges(null)}
      />
    </div>
  );
}
