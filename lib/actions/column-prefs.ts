"use server";

import { guardAction } from "@/lib/auth/guard-action";
import { ZSaveHiddenColumnsInput } from "@/lib/domain/shared/table-columns";
import { saveHiddenColumns } from "@/lib/services/column-prefs/save-hidden-columns";

// Any signed-in user may choose their own columns; the service checks that their roles show that table.
// The user id comes from the session (ctx), never from the input.
export const saveHiddenColumnsAction = guardAction(
  "saveHiddenColumns",
  "overview.view",
  ZSaveHiddenColumnsInput,
  (input, ctx) => saveHiddenColumns(input, ctx),
);
