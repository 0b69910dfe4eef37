import type { Metadata } from "next";
import Link from "next/link";
import { PaymentDetail } from "@/components/payments/payment-detail";
import { ErrorState } from "@/components/ui/error-state";
import { requirePage } from "@/lib/auth/require-page";
import { ZPaymentId } from "@/lib/schemas/payment-detail";

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { id } = await params;
  return { title: `Payment ${decodeURIComponent(id).slice(0, 20)}` };
}

// The detail is read in the browser (GET /api/payments/{id}) so the same component serves this page and
// the Approvals drawer, each section with its own loading and error state, and stays live from there.
export default async function PaymentPage({ params }: TProps) {
  await requirePage("payments.view");
  const raw = decodeURIComponent((await params).id);
  const id = ZPaymentId.safeParse(raw);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <nav aria-label="Breadcrumb" className="text-[13px] text-muted-foreground">
        <ol className="flex gap-1.5">
          <li>
            <Link href="/payments" className="text-accent underline underline-offset-4">
              Payments
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li aria-current="page">{id.success ? id.data : raw.slice(0, 40)}</li>
        </ol>
      </nav>
      <h1 id="page-title" className="text-lg font-semibold">
        Payment <span className="font-mono">{id.success ? id.data : raw.slice(0, 40)}</span>
      </h1>
      {id.success ? (
        <PaymentDetail id={id.data} />
      ) : (
        <ErrorState
          title={`“${raw.slice(0, 40)}” is not a payment id.`}
          description={id.error.issues[0]?.message}
        />
      )}
    </section>
  );
}
