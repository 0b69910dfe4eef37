import type { Metadata } from "next";
import Link from "next/link";
import { OrderDetail } from "@/components/restriction-orders/order-detail";
import { ErrorState } from "@/components/ui/error-state";
import { can } from "@/lib/auth/client-safe/permissions";
import { requirePage } from "@/lib/auth/require-page";
import { ZDocId } from "@/lib/schemas/restriction-orders";

type TProps = { params: Promise<{ docId: string }> };

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  return { title: `Restriction order ${decoded((await params).docId).slice(0, 40)}` };
}

// The order is read in the browser (GET /api/restriction-orders/{docId}, which searches the platform's
// list), so it has its own loading and error states; the permission is checked here before anything.
export default async function RestrictionOrderPage({ params }: TProps) {
  const user = await requirePage("restrictions.view");
  const raw = decoded((await params).docId);
  const docId = ZDocId.safeParse(raw);
  const shown = docId.success ? docId.data : raw.slice(0, 70);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <nav aria-label="Breadcrumb" className="text-[13px] text-muted-foreground">
        <ol className="flex gap-1.5">
          <li>
            <Link href="/restriction-orders" className="text-accent underline underline-offset-4">
              Restriction orders
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li aria-current="page">{shown}</li>
        </ol>
      </nav>
      <h1 id="page-title" className="text-lg font-semibold">
        Restriction order <span className="font-mono">{shown}</span>
      </h1>
      {docId.success ? (
        <OrderDetail docId={docId.data} canDecide={can(user.roles, "restrictions.decide")} />
      ) : (
        <ErrorState title={`“${shown}” is not a document id.`} description={docId.error.issues[0]?.message} />
      )}
    </section>
  );
}
