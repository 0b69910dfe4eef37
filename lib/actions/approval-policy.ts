"use server";

import { revalidatePath } from "next/cache";
import { guardAction } from "@/lib/auth/guard-action";
import { ZSavePolicyInput } from "@/lib/domain/initiation/policy-input";
import {
  ZAddOrderingAccountInput,
  ZSetOrderingAccountActiveInput,
} from "@/lib/domain/initiation/ordering-account-input";
import {
  addOrderingAccount,
  setOrderingAccountActive,
} from "@/lib/services/initiation/manage-ordering-accounts";
import { savePolicy } from "@/lib/services/initiation/save-policy";

// The approval policy page's actions (docs/initiation.md#policies). They decide who must approve money and
// from which account it leaves, so each asks for a recent step-up, as the confirmation rules' save does.

const PAGE = "/settings/approval-policy";

/**
 * Saves the edited policy as a new version, in force for every approval from then on. `baseVersion` is the
 * version the editor started from (null: the default): when someone saved meanwhile the answer is `conflict`
 * with a sentence, and nothing is saved. Bad rules come back as field errors keyed by path
 * ("rules.1.when.amountTo").
 */
export const savePolicyAction = guardAction(
  "savePolicy",
  "policies.manage",
  ZSavePolicyInput,
  async (input, ctx) => {
    const result = await savePolicy(input, ctx);
    revalidatePath(PAGE);
    return result;
  },
  { stepUp: true },
);

/** Adds a debtor account the New payment form offers; a configured IBAN is a message on the IBAN field. */
export const addOrderingAccountAction = guardAction(
  "addOrderingAccount",
  "policies.manage",
  ZAddOrderingAccountInput,
  async (input, ctx) => {
    const result = await addOrderingAccount(input, ctx);
    revalidatePath(PAGE);
    return result;
  },
  { stepUp: true },
);

/** Deactivates (no longer offered; drafts that name it keep it) or reactivates an ordering account. */
export const setOrderingAccountActiveAction = guardAction(
  "setOrderingAccountActive",
  "policies.manage",
  ZSetOrderingAccountActiveInput,
  async (input, ctx) => {
    const result = await setOrderingAccountActive(input, ctx);
    revalidatePath(PAGE);
    return result;
  },
  { stepUp: true },
);
