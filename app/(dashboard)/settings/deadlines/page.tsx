import type { Metadata } from "next";
import Link from "next/link";
import { SlaForm } from "@/components/deadlines/sla-form";
import { requirePage } from "@/lib/auth/require-page";
import { AT_RISK_SHARE } from "@/lib/domain/deadlines/deadlines";
import { currentSlas } from "@/lib/services/deadlines/read-slas";

export const metadata: Metadata = { title: "Deadlines" };

// Admins (deadlines.manage) set how long each queue's items may wait for people (docs/deadlines.md).
export default async function DeadlinesSettingsPage() {
  await requirePage("deadlines.manage");
  const slas = await currentSlas();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="page-title" className="text-lg font-semibold">
          Deadlines
        </h1>
        <p className="text-sm text-muted-foreground">
          Part of{" "}
          <Link href="/settings" className="text-accent underline underline-offset-2">
            Settings
          </Link>
          . Every save is audited.
        </p>
      </div>
      <p className="max-w-3xl text-sm text-muted-foreground">
        How long an item may wait for people before it is overdue, counted from when it entered its queue. In
        the last {AT_RISK_SHARE * 100} % of that time an item is marked at risk in its queue and finance ops
        are told once. A new time applies to every item at once, waiting ones included. The Instant window (5
        seconds) and the SEPA direct debit return window (5 TARGET business days) are the platform&apos;s and
        cannot be changed here.
      </p>
      <div className="flex flex-col gap-4">
        {slas.map((sla) => (
          <SlaForm key={sla.queue} sla={sla} />
        ))}
      </div>
    </section>
  );
}
