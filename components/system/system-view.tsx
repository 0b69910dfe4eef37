"use client";

import { Button } from "@/components/ui/button";
import { DateTime } from "@/components/ui/date-time";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonRows } from "@/components/ui/skeleton";
import type { TSystemView } from "@/lib/domain/system/system";
import { ReadError } from "@/lib/read-json";
import { FeaturesTable } from "./features-table";
import { InstancesTable } from "./instances-table";
import { OutboxPanel } from "./outbox-panel";
import { PlatformApisTable, RuleNote } from "./platform-apis-table";
import { SystemSection } from "./system-section";
import { useSystem } from "./use-system";
import { WebhookFlowPanel, WebhookKeysTable } from "./webhook-flow-panel";

/** The System page's sections, read again every 10 seconds (docs/observability.md#system-page). */
export function SystemView({ initial }: { initial: TSystemView | null }) {
  const query = useSystem(initial);
  const view = query.data;
  if (!view) {
    if (query.isPending) return <SkeletonRows rows={10} label="Loading the system's state" />;
    const err = query.error;
    return (
      <ErrorState
        title="Couldn't read the system's state."
        description={err?.message}
        requestId={err instanceof ReadError ? (err.requestId ?? undefined) : undefined}
        action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <p className="text-xs text-muted-foreground" aria-live="polite">
        Read at <DateTime iso={view.readAt} />
        {query.isError
          ? " — the last refresh failed; showing the previous read."
          : ", refreshed every 10 seconds."}
      </p>
      <SystemSection
        id="system-apis"
        title="Platform APIs"
        note={<RuleNote rule={view.rule} />}
        section={view.apis}
      >
        {(rows) => <PlatformApisTable rows={rows} />}
      </SystemSection>
      <SystemSection
        id="system-webhooks"
        title="Webhook flow"
        note="Deliveries as stored; the lag is the age of the oldest one not yet applied. Rejections are counted per clock hour: this one and the previous."
        section={view.webhooks}
      >
        {(flow) => <WebhookFlowPanel flow={flow} />}
      </SystemSection>
      <SystemSection
        id="system-keys"
        title="Webhook public keys in force"
        note="The keys WEBHOOK_PUBLIC_KEYS configures, by fingerprint. Which key verified a delivery, and when each key was last used, are not recorded: the last verified delivery above used one of them."
        section={view.keys}
      >
        {(keys) => <WebhookKeysTable view={keys} />}
      </SystemSection>
      <SystemSection
        id="system-instances"
        title="Instances"
        note="Every instance that wrote its heartbeat in the last minute."
        section={view.instances}
      >
        {(rows) => <InstancesTable rows={rows} />}
      </SystemSection>
      <SystemSection
        id="system-outbox"
        title="Notification outbox"
        note="E-mail and webhook deliveries not yet sent, or failed after their last attempt, and the latest errors."
        section={view.outbox}
      >
        {(outbox) => <OutboxPanel outbox={outbox} />}
      </SystemSection>
      <SystemSection
        id="system-features"
        title="Tenant features as observed"
        note="The platform has no endpoint that lists the tenant's features: these are the operations it refused with FEATURE_DISABLED, and when one worked again."
        section={view.features}
      >
        {(rows) => <FeaturesTable rows={rows} />}
      </SystemSection>
    </div>
  );
}
