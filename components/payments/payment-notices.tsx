"use client";

import { Callout } from "@/components/ui/callout";
import { FILTER_FAMILY_LABELS, type TPaymentNotice } from "@/lib/domain/payments/notices";

// What the server had to do itself to read these payments (lib/domain/payments/notices.ts), in words: a
// reader who sees fewer rows than asked, or a page position dropped, knows why. On the Payments page and the
// Approvals queue (`where`), whose scans end differently (Next reads on; the queue shows what it read).

type TProps = { notices: readonly TPaymentNotice[] | undefined; where: "page" | "queue" };

const and = (words: string[]) => new Intl.ListFormat("en", { type: "conjunction" }).format(words);
const count = (n: number) => n.toLocaleString("en");
const filterWords = (labels: string[]) => `the ${and(labels)} filter${labels.length > 1 ? "s" : ""}`;

export function PaymentNotices({ notices, where }: TProps) {
  if (!notices?.length) return null;
  return (
    <div className="flex flex-col gap-2" data-testid="payment-notices">
      {notices.map((notice) => (
        <Notice key={notice.kind} notice={notice} where={where} />
      ))}
    </div>
  );
}

function Notice({ notice, where }: { notice: TPaymentNotice; where: TProps["where"] }) {
  const common = { "data-testid": "payment-notice", "data-kind": notice.kind } as const;
  const fewer =
    where === "page"
      ? "It reads on through the platform's list for them, so a page may take longer, and holds fewer rows than asked when it stops early."
      : "";
  switch (notice.kind) {
    case "cursor_reset":
      return (
        <Callout
          tone="warning"
          {...common}
          title="That page position no longer fits these filters; showing the first page."
        >
          The platform did not take the page position in this link: it may have expired, or it was made for
          the same filters in another form. Page on from here.
        </Callout>
      );
    case "filtered_here": {
      const names = filterWords(notice.filters.map((f) => FILTER_FAMILY_LABELS[f]));
      return (
        <Callout tone="warning" {...common} title={`Countersign applied ${names} itself`}>
          The platform returned payments that{" "}
          {notice.filters.length > 1 ? "these filters exclude" : "this filter excludes"}, so it did not apply{" "}
          {notice.filters.length > 1 ? "them" : "it"}. Countersign keeps only the matching payments of what it
          reads. {fewer}
        </Callout>
      );
    }
    case "named_here": {
      const names = filterWords(notice.filters.map((f) => FILTER_FAMILY_LABELS[f]));
      return (
        <Callout tone="info" {...common} title={`Countersign applied ${names} itself, by name`}>
          The platform does not list its{" "}
          {and(notice.filters.map((f) => (f === "status" ? "statuses" : "types")))}, so their ids are unknown
          and the filter is not sent: Countersign keeps the payments whose name matches. {fewer}
        </Callout>
      );
    }
    case "scan_budget":
      return (
        <Callout
          tone="info"
          {...common}
          title={`Countersign stopped after reading ${count(notice.scanned)} payments`}
        >
          {where === "page"
            ? `It found ${count(notice.found)} matching among them and stopped there to keep the page quick. Use Next to read on.`
            : `It found ${count(notice.found)} waiting among the newest ${count(notice.scanned)} payments; older ones were not read. Find them on the Payments page (status To sign).`}
        </Callout>
      );
    case "v2_fallback":
      return (
        <Callout tone="info" {...common} title="Read from the v2 search">
          The platform&apos;s v3 payments list answered in a shape Countersign does not know, so these
          payments were read from the v2 search, whose shape the interface states. Countersign asks v3 again
          in a few minutes.
        </Callout>
      );
  }
}
