"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { useStepUp } from "@/components/auth/step-up-provider";
import { useToast } from "@/components/ui/toast";
import { MAX_UPLOAD_BYTES, type TUploadAnswer } from "@/lib/domain/initiation/bulk-upload";
import { postUpload } from "./upload-request";

export type TUploadPhase = "idle" | "checking" | "checked" | "creating";

/**
 * The upload page's state: a chosen file is checked at once (nothing is made); the batch draft is made
 * from the same file only through the confirmation and the step-up, and the page then opens the draft.
 * Choosing another file forgets the previous answer, so a confirmation never makes a file it did not check.
 */
export function useBulkUpload() {
  const router = useRouter();
  const { toast } = useToast();
  const { withStepUp } = useStepUp();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<TUploadPhase>("idle");
  const [answer, setAnswer] = useState<TUploadAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const latest = useRef<File | null>(null);

  async function choose(next: File | null) {
    latest.current = next;
    setFile(next);
    setAnswer(null);
    setFailure(null);
    if (!next) return setPhase("idle");
    if (next.size > MAX_UPLOAD_BYTES) {
      setPhase("idle");
      return setFailure(
        `The file is over ${MAX_UPLOAD_BYTES / 1024 / 1024} MB; at most 50 MB can be uploaded.`,
      );
    }
    setPhase("checking");
    const result = await postUpload("check", next);
    if (latest.current !== next) return; // another file was chosen meanwhile
    setPhase(result.data ? "checked" : "idle");
    if (result.error) setFailure(result.error.message);
    else setAnswer(result.data);
  }

  /** The confirmation's button: false keeps the dialog open (a refusal it shows). */
  async function create(): Promise<boolean> {
    if (!file) return false;
    setPhase("creating");
    const result = await withStepUp(() => postUpload("create", file));
    if (result.error) {
      setPhase("checked");
      setFailure(result.error.message);
      setConfirming(false);
      return true;
    }
    const made = result.data;
    if (!made.draftId) {
      setPhase("checked");
      setAnswer({ ...made, errorFile: answer?.errorFile ?? null });
      setFailure(made.refusal ?? "No draft was made: no payment of the file passed its checks.");
      setConfirming(false);
      return true;
    }
    toast({ title: "Batch draft made", description: `${made.valid} payments`, tone: "success" });
    router.push(`/drafts/${made.draftId}`);
    return true;
  }

  return { file, phase, answer, failure, confirming, setConfirming, choose, create };
}
