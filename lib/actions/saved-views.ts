"use server";

import { guardAction } from "@/lib/auth/guard-action";
import { ZDeleteViewInput, ZSaveViewInput } from "@/lib/domain/payments/saved-views";
import { deleteView } from "@/lib/services/saved-views/delete-view";
import { saveView } from "@/lib/services/saved-views/save-view";

// Saved views belong to the signed-in user: the services take the user id from the session (ctx), never
// from the input, so one person can neither list, replace nor delete another's views.

export const saveViewAction = guardAction("saveView", "payments.view", ZSaveViewInput, (input, ctx) =>
  saveView(input, ctx),
);

export const deleteViewAction = guardAction("deleteView", "payments.view", ZDeleteViewInput, (input, ctx) =>
  deleteView(input, ctx),
);
