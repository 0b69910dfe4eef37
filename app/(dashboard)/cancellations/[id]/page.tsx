import type { Metadata } from "next";
import Link from "next/link";
import { CancellationDetail } from "@/components/cancellations/cancellation-detail";
import { ErrorState } from "@/components/ui/error-state";
import { can } from "@/lib/auth/client-safe/permissions";
import { requirePage } from "@/lib/auth/require-page";
import { ZCancellationId } from "@/lib/schemas/cancellations";

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { id } = await params;
  return { title: `Cancellation ${decodeURIComponent(id).slice(0, 20)}` };
}

// The detail is read in the browser (GET /api/cancellations/{id}, which reads the platform), so it has its
// own loading and error states and stays live; the permission is checked here before anything streams.
export default async function CancellationPage({ params }: TProps) {
  const user = await requirePage("cancellations.view");
  const raw = decodeURIComponent((await params).id);
  const id = ZCancellationId.safeParse(raw);
  const shown = id.success ? id.data : raw.slice(0, 40);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <nav aria-label="Breadcrumb" className="text-[13px] text-muted-foreground">
        <ol className="flex gap-1.5">
          <li>
            <Link href="/cancellations" className="text-accent underline underline-offset-4">
              Cancellations
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li aria-current="page">{shown}</li>
        </ol>
      </nav>
      <h1 id="page-title" className="text-lg font-semibold">
        Cancellation request <span className="font-mono">{shown}</span>
      </h1>
      {id.success ? (
        <CancellationDetail id={id.data} canRespond={can(user.roles, "cancellations.respond")} />
      ) : (
        <ErrorState
          title={`“${shown}” is not a cancellation request id.`}
          description={id.error.issues[0]?.message}
        />
      )}
    </section>
  );
}
