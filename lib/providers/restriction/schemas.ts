import "server-only";
import { z } from "zod";
import { ORDER_STATUSES } from "@/lib/domain/restriction-orders/restriction-orders";

// The interface's "Restriction order" and GET /api/v1/orders. Only what Countersign reads is strict; the
// rest passes through, so a field the platform adds later breaks nothing (Versioning: additive changes).
// The interface does not say which of an order's fields are always present (it does for other resources):
// only the document id and the status are required, without which an order can be neither found nor
// decided; an order without its date, type, amount or currency is still listed, "not given" shown for them,
// rather than failing the whole page (docs/platform.md, Restriction orders). These wire shapes stay in the
// provider: it answers with the domain's orders (./mapping.ts, lib/domain/restriction-orders/types.ts).

const ZRestrictionStatus = z.enum(ORDER_STATUSES);

const ZParty = z.object({
  name: z.string().optional(),
  account: z.string().optional(),
  bic: z.string().optional(),
  id: z.string().optional(),
  member_code: z.string().optional(),
});

export const ZRestrictionOrder = z.object({
  header: z.object({
    date: z.string().nullish(),
    doc_id: z.string(),
    type: z.string().nullish(),
    reference_doc_id: z.string().optional(),
  }),
  data: z.looseObject({
    status: ZRestrictionStatus,
    amount: z.number().int().nullish(),
    currency: z.string().nullish(),
    fr_dspstn_amnt: z.number().int().optional(),
    fr_dspstn_cmmnt: z.string().optional(),
    payer: ZParty.optional(),
    payee: ZParty.optional(),
    remittance_information: z
      .looseObject({
        date: z.string().optional(),
        execute_date: z.string().optional(),
        execute_id: z.string().optional(),
        execute_pid: z.string().optional(),
        execute_processing_date: z.string().optional(),
        execute_reason: z.string().optional(),
        execute_type: z.string().optional(),
        id: z.string().optional(),
      })
      .optional(),
  }),
});
export type TWireOrder = z.infer<typeof ZRestrictionOrder>;

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

/** The success body of :confirm and :reject; `accepted` is opaque (docs/platform.md: a date-time string). */
export const ZDecisionAccepted = z.object({ result: z.object({ accepted: z.string() }) });
export type TDecisionAccepted = z.infer<typeof ZDecisionAccepted>;
