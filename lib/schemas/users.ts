import { z } from "zod";

export const ZUserIdInput = z.object({ userId: z.uuid({ error: "Not a user id." }) });
export const ZSetUserDisabledInput = ZUserIdInput.extend({ disabled: z.boolean() });

export type TUserIdInput = z.infer<typeof ZUserIdInput>;
export type TSetUserDisabledInput = z.infer<typeof ZSetUserDisabledInput>;
