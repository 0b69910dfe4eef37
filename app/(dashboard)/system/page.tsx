import type { Metadata } from "next";
import { SystemView } from "@/components/system/system-view";
import { requirePage } from "@/lib/auth/require-page";
import { readSystem } from "@/lib/services/system/read-system";

export const metadata: Metadata = { title: "System" };

// The System page (docs/observability.md#system-page): the first read is here, then the browser reads
// GET /api/system every 10 seconds. Should the whole read fail, the browser tries again and says why.
export default async function SystemPage() {
  await requirePage("system.view");
  const initial = await readSystem().catch(() => null);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="page-title" className="text-lg font-semibold">
          System
        </h1>
        <p className="text-sm text-muted-foreground">
          The platform, the webhooks, the instances and the notifications, as Countersign sees them.
        </p>
      </div>
      <SystemView initial={initial} />
    </section>
  );
}
