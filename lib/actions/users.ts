"use server";

import { revalidatePath } from "next/cache";
import { guardAction } from "@/lib/auth/guard-action";
import {
  ZCreateUserInput,
  ZSetUserDisabledInput,
  ZSetUserRolesInput,
  ZUserIdInput,
} from "@/lib/domain/users/users";
import { createUser } from "@/lib/services/users/create-user";
import { endSessionsOfUser } from "@/lib/services/users/end-sessions";
import { setUserDisabled } from "@/lib/services/users/set-user-disabled";
import { setUserRoles } from "@/lib/services/users/set-user-roles";
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
  { stepUp: true },
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
  { stepUp: true },
);

export const createUserAction = guardAction(
  "createUser",
  "users.manage",
  ZCreateUserInput,
  async (input, ctx) => {
    const result = await createUser(input, ctx);
    revalidatePath("/settings");
    return result;
  },
  { stepUp: true },
);

export const setUserRolesAction = guardAction(
  "setUserRoles",
  "users.manage",
  ZSetUserRolesInput,
  async ({ userId, roles }, ctx) => {
    const result = await setUserRoles(userId, roles, ctx);
    revalidatePath("/settings");
    return { userId, ...result };
  },
  { stepUp: true },
);

export const endUserSessionsAction = guardAction(
  "endUserSessions",
  "users.manage",
  ZUserIdInput,
  async ({ userId }, ctx) => endSessionsOfUser(userId, ctx),
  { stepUp: true },
);
