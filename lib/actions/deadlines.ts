"use server";

import { revalidatePath } from "next/cache";
import { guardAction } from "@/lib/auth/guard-action";
import { ZSaveSlaInput } from "@/lib/domain/deadlines/deadlines";
import { saveSla } from "@/lib/services/deadlines/save-sla";

// The Deadlines settings page's action (docs/deadlines.md#service-levels). No step-up: a service level moves
// no money and grants nothing; it only decides when an item is marked and announced as at risk. Audited.

export const saveSlaAction = guardAction("saveSla", "deadlines.manage", ZSaveSlaInput, async (input, ctx) => {
  const result = await saveSla(input, ctx);
  revalidatePath("/settings/deadlines");
  return { ...input, ...result };
});
