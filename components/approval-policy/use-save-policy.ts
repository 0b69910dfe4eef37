"use client";

import { useRouter } from "next/navigation";
import { useStepUp } from "@/components/auth/step-up-provider";
import { actionFieldErrors } from "@/components/ui/field-errors";
import { useToast } from "@/components/ui/toast";
import { savePolicyAction } from "@/lib/actions/approval-policy";
import type { TSavePolicyInput } from "@/lib/domain/initiation/policy-input";

/** Where a save's answer goes: every outcome but success lands in one of these. */
export type TSaveOutcome =
  | { kind: "saved" }
  | { kind: "conflict"; message: string }
  | { kind: "fields"; errors: Record<string, string> }
  | { kind: "failure"; message: string };

/** Sends a checked policy (asking for the step-up when due) and says how it went. */
export function useSavePolicy() {
  const router = useRouter();
  const { toast } = useToast();
  const { withStepUp } = useStepUp();
  return async (input: TSavePolicyInput): Promise<TSaveOutcome> => {
    let res;
    try {
      res = await withStepUp(() => savePolicyAction(input));
    } catch {
      return {
        kind: "failure",
        message: "Countersign could not be reached: nothing is known to be saved. Try again.",
      };
    }
    if (res.data) {
      toast({
        tone: "success",
        title: `Version ${res.data.version} of the approval policy saved and in force`,
      });
      router.refresh();
      return { kind: "saved" };
    }
    if (res.error.code === "conflict") return { kind: "conflict", message: res.error.message };
    const errors = actionFieldErrors(res);
    if (res.error.code === "invalid_input" && Object.keys(errors).length) return { kind: "fields", errors };
    return { kind: "failure", message: res.error.message };
  };
}
