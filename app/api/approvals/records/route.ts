import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { firstOf, type TQuery } from "@/lib/auth/route-input";
import { getApprovals } from "@/lib/services/approvals/get-approvals";

export const dynamic = "force-dynamic";

// The first `ids` counts, as searchParams.get read it; none is the empty list, refused with the format.
const ZIds = z.preprocess(
  (q: TQuery) => ({ ids: firstOf(q.ids) ?? "" }),
  z.object({
    ids: z
      .string()
      .regex(/^\d{1,15}(,\d{1,15}){0,99}$/, "A comma-separated list of 1 to 100 transaction ids.")
      .transform((s) => s.split(",").map(Number)),
  }),
);

// GET /api/approvals/records?ids=1,2,3 → { records: TApprovalRecord[] }: Countersign's approval records of
// these payments, including ones that have left the queue (the outcome of an approval just made).
export const GET = guardRoute(
  "approvals.view",
  ZIds,
  async ({ ids }) => {
    const records = await getApprovals(ids);
    return Response.json({ records }, { headers: { "cache-control": "no-store" } });
  },
  { message: "The transaction ids are not valid." },
);
