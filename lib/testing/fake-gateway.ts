import { fromV2 } from "@/lib/providers/gateway/mapping";
import type { TV2Item } from "@/lib/providers/gateway/schemas";
import type { TGatewayPort } from "@/lib/services/platform/ports";

// For unit tests only: what the gateway's getTransaction answers for a payment, built from the v2 record
// the way the provider builds it (so the payment and the record agree).

type TFound = NonNullable<Awaited<ReturnType<TGatewayPort["getTransaction"]>>>;

export function foundTransaction(id: number, status = "Signed", over: Partial<TV2Item> = {}): TFound {
  const item: TV2Item = {
    transaction_id: id,
    amount: 100,
    currency_isocode_alphabetic: "EUR",
    direction: "OUTBOUND",
    sepa_msg_id: `MSG-${id}`,
    status,
    status_hardvalue: status.toUpperCase().replace(/ /g, "_"),
    type: "SCT",
    type_id: 1,
    ...over,
  };
  return { payment: fromV2(item), item };
}
