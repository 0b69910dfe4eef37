import type { Metadata } from "next";
import { OrderDetail } from "@/components/restriction-orders/order-detail";
import { DetailPage, detailTitle } from "@/components/ui/detail-page";
import { can } from "@/lib/auth/client-safe/permissions";
import { requirePage } from "@/lib/auth/require-page";
import { ZDocId } from "@/lib/domain/restriction-orders/input";

type TProps = { params: Promise<{ docId: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  return detailTitle("Restriction order", (await params).docId, 40);
}

// The order is read in the browser (GET /api/restriction-orders/{docId}, which searches the platform's
// list), so it has its own loading and error states; the permission is checked here before anything.
export default async function RestrictionOrderPage({ params }: TProps) {
  const user = await requirePage("restrictions.view");
  return (
    <DetailPage
      segment={(await params).docId}
      schema={ZDocId}
      trail={[{ label: "Restriction orders", href: "/restriction-orders" }]}
      heading="Restriction order"
      noun="a document id"
      shownLength={70}
    >
      {(docId) => <OrderDetail docId={docId} canDecide={can(user.roles, "restrictions.decide")} />}
    </DetailPage>
  );
}
