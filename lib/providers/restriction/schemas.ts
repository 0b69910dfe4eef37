import "server-only";
import { z } from "zod";

// provider-api.md, "Restriction order" and GET /api/v1/orders. Only what Countersign reads is strict; the
// rest passes through, so a field the platform adds later breaks nothing (Versioning: additive changes).

export const ZRestrictionStatus = z.enum(["UNPROCESSED", "CONFIRMED", "REJECTED"]);
export type TRestrictionStatus = z.infer<typeof ZRestrictionStatus>;

const ZParty = z.object({
  name: z.string().optional(),
  account: z.string().optional(),
  bic: z.string().optional(),
  id: z.string().optional(),
  member_code: z.string().optional(),
});

export const ZRestrictionOrder = z.object({
  header: z.object({
    date: z.string(),
    doc_id: z.string(),
    type: z.string(),
    reference_doc_id: z.string().optional(),
  }),
  data: z.looseObject({
    status: ZRestrictionStatus,
    amount: z.number().int(),
    currency: z.string(),
    payer: ZParty.optional(),
    payee: ZParty.optional(),
  }),
});

export const ZOrdersPage = z.object({
  metadata: z.object({
    is_last_page: z.boolean(),
    page_items: z.number().int(),
    page_number: z.number().int(),
    page_size: z.number().int(),
    total_items: z.number().int(),
  }),
  orders: z.array(ZRestrictionOrder),
});
export type TOrdersPage = z.infer<typeof ZOrdersPage>;
