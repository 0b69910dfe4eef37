import type { Metadata } from "next";
import { CancellationDetail } from "@/components/cancellations/cancellation-detail";
import { DetailPage, detailTitle } from "@/components/ui/detail-page";
import { can } from "@/lib/auth/client-safe/permissions";
import { requirePage } from "@/lib/auth/require-page";
import { ZCancellationId } from "@/lib/domain/cancellations/filters";

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  return detailTitle("Cancellation", (await params).id);
}

// The detail is read in the browser (GET /api/cancellations/{id}, which reads the platform), so it has its
// own loading and error states and stays live; the permission is checked here before anything streams.
export default async function CancellationPage({ params }: TProps) {
  const user = await requirePage("cancellations.view");
  return (
    <DetailPage
      segment={(await params).id}
      schema={ZCancellationId}
      trail={[{ label: "Cancellations", href: "/cancellations" }]}
      heading="Cancellation request"
      noun="a cancellation request id"
    >
      {(id) => <CancellationDetail id={id} canRespond={can(user.roles, "cancellations.respond")} />}
    </DetailPage>
  );
}
