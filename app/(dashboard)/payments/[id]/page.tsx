import type { Metadata } from "next";
import { PaymentDetail } from "@/components/payments/payment-detail";
import { DetailPage, detailTitle } from "@/components/ui/detail-page";
import { requirePage } from "@/lib/auth/require-page";
import { ZPaymentId } from "@/lib/domain/payments/detail";

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  return detailTitle("Payment", (await params).id);
}

// The detail is read in the browser (GET /api/payments/{id}) so the same component serves this page and
// the Approvals drawer, each section with its own loading and error state, and stays live from there.
export default async function PaymentPage({ params }: TProps) {
  await requirePage("payments.view");
  return (
    <DetailPage
      segment={(await params).id}
      schema={ZPaymentId}
      trail={[{ label: "Payments", href: "/payments" }]}
      heading="Payment"
      noun="a payment id"
    >
      {(id) => <PaymentDetail id={id} />}
    </DetailPage>
  );
}
