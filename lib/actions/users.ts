"use server";

import { revalidatePath } from "next/cache";
import { guardAction } from "@/lib/auth/guard-action";
import { ZSetUserDisabledInput, ZUserIdInput } from "@/lib/schemas/users";
import { setUserDisabled } from "@/lib/services/users/set-user-disabled";
import { unlockUser } from "@/lib/services/users/unlock-user";

export const unlockUserAction = guardAction(
  "unlockUser",
  "users.manage",
  ZUserIdInput,
  async ({ userId }, ctx) => {
    await unlockUser(userId, ctx);
    revalidatePath("/settings");
    return { userId };
  },
);

export const setUserDisabledAction = guardAction(
  "setUserDisabled",
  "users.manage",
  ZSetUserDisabledInput,
  async ({ userId, disabled }, ctx) => {
    await setUserDisabled(userId, disabled, ctx);
    revalidatePath("/settings");
    return { userId, disabled };
  },
);
