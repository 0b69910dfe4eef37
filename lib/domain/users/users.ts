import { z } from "zod";
import { ROLES, type TRole } from "@/lib/auth/client-safe/roles";

// Client-safe: the forms on Settings and the user actions parse the same input.

export const ZUserIdInput = z.object({ userId: z.uuid({ error: "Not a user id." }) });
export const ZSetUserDisabledInput = ZUserIdInput.extend({ disabled: z.boolean() });

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;
export const NAME_MAX = 200;

/** One or more roles, each once, in the order of ROLES (so before/after compare and read alike). */
export const ZRoleList = z
  .array(z.enum(ROLES, { error: "Not a role." }), { error: "Choose at least one role." })
  .min(1, "Choose at least one role.")
  .transform((roles): TRole[] => ROLES.filter((r) => roles.includes(r)));

const ZPassword = z
  // Not trimmed: spaces are part of a password.
  .string({ error: "Enter an initial password." })
  .min(PASSWORD_MIN, `The password needs at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `A password has at most ${PASSWORD_MAX} characters.`);
const ZPasswordPair = z.object({
  password: ZPassword,
  passwordConfirm: z.string("Type the password again."),
});

export const ZCreateUserInput = z
  .object({
    email: z
      .string({ error: "Enter an email address." })
      .trim()
      .min(1, "Enter an email address.")
      .max(254, "An email address has at most 254 characters.")
      .pipe(z.email({ error: "Enter a valid email address, like name@example.com." }))
      .transform((v) => v.toLowerCase()),
    name: z
      .string({ error: "Enter the person's name." })
      .trim()
      .min(1, "Enter the person's name.")
      .max(NAME_MAX, `A name has at most ${NAME_MAX} characters.`),
    roles: ZRoleList,
    ...ZPasswordPair.shape,
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ["passwordConfirm"],
    message: "The two passwords differ; type the same password twice.",
    // Checked whenever the two passwords themselves are valid, even while other fields are not, so every
    // problem shows at once.
    when: (payload) => ZPasswordPair.safeParse(payload.value).success,
  });

export const ZSetUserRolesInput = ZUserIdInput.extend({ roles: ZRoleList });

export type TUserIdInput = z.infer<typeof ZUserIdInput>;
export type TSetUserDisabledInput = z.infer<typeof ZSetUserDisabledInput>;
export type TCreateUserInput = z.infer<typeof ZCreateUserInput>;
export type TCreateUserFormInput = z.input<typeof ZCreateUserInput>;
export type TSetUserRolesInput = z.infer<typeof ZSetUserRolesInput>;

/** A taken email is not among the results: the service refuses it as `invalid_input` on `email`. */
export type TCreateUserResult = { outcome: "created"; user: { id: string; email: string } };

export type TSetUserRolesResult = { changed: boolean; roles: TRole[] };

/** A user as the settings page lists it; password hashes never leave the server. */
export type TUserRow = {
  id: string;
  email: string;
  name: string;
  roles: TRole[];
  disabled: boolean;
  sso: boolean;
  failedSignIns: number;
  lockedUntil: string | null;
  lastSignInAt: string | null;
  /** A confirmed second factor (password accounts; SSO accounts use their identity provider's). */
  mfa: boolean;
};
