import "server-only";

import { z } from "zod";

// Documented response: access_token, expires_in (2700), refresh_expires_in (0), token_type ("Bearer"),
// not-before-policy (0), scope. Only the first two are needed; the rest are accepted as sent.
export const ZTokenResponse = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().nonnegative(),
  token_type: z.string().optional(),
});

export type TTokenResponse = z.infer<typeof ZTokenResponse>;
