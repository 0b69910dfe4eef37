import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/options";

type TContext = { params: Promise<{ nextauth: string[] }> };

// Options are built per call (cached inside authOptions) so `next build` needs no runtime settings.
const handler = (req: NextRequest, ctx: TContext) => NextAuth(req, ctx, authOptions());

export { handler as GET, handler as POST };
