import { Callout } from "@/components/ui/callout";
import { CopyButton } from "@/components/ui/copy-button";
import type { TDeliveryDetail } from "@/lib/domain/events/filters";
import { formatBody, formatBytes } from "./format-body";

/**
 * The raw body: JSON re-indented for reading, anything else as stored. The copy button always copies
 * the text as received, so what is pasted into a ticket or a signature check is the real thing.
 */
export function DeliveryBody({ delivery: d }: { delivery: TDeliveryDetail }) {
  const { pretty, isJson } =
    d.body.encoding === "utf8" ? formatBody(d.body.text) : { pretty: d.body.text, isJson: false };
  const what =
    d.body.encoding === "base64" ? "base64 of the bytes" : isJson ? "JSON, indented for reading" : "text";
  return (
    <section aria-labelledby="delivery-body" className="flex min-w-0 flex-col gap-2">
      <div className="flex items-center gap-2">
        <h3 id="delivery-body" className="font-medium">
          Raw body
        </h3>
        <span className="text-xs text-muted-foreground">
          {formatBytes(d.bodyBytes)} · {what}
        </span>
        <CopyButton value={d.body.text} label="Copy raw body" className="ml-auto" />
      </div>
      {d.bodyTruncated ? (
        <Callout tone="info">
          Truncated: only the first {formatBytes(d.bodyBytes)} of this rejected delivery were kept, enough to
          diagnose it. The sender has the rest.
        </Callout>
      ) : null}
      {d.body.encoding === "base64" ? (
        <Callout tone="info">The body is not UTF-8 text, so it is shown as base64.</Callout>
      ) : null}
      {d.bodyBytes === 0 ? (
        <p className="text-muted-foreground">The body was empty.</p>
      ) : (
        <pre
          data-testid="delivery-body"
          // Scrolls, so it must take focus (axe scrollable-region-focusable); a region so the name is allowed.
          role="region"
          tabIndex={0}
          aria-label="Raw body"
          className="max-h-[28rem] overflow-auto rounded-md border bg-muted p-3 font-mono text-xs break-all whitespace-pre-wrap"
        >
          {pretty}
        </pre>
      )}
    </section>
  );
}
