import { Badge } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import { alertWording } from "./alert-wording";

export type TAlertView = {
  id: string;
  kind: string;
  subject: string;
  firstSeenAt: string;
  lastSeenAt: string;
  occurrences: number;
  detail: unknown;
};

export function AlertList({ alerts }: { alerts: TAlertView[] }) {
  return (
    <ul className="divide-y divide-border rounded-lg border border-border" data-testid="alert-list">
      {alerts.map((alert) => {
        const words = alertWording(alert.kind);
        return (
          <li key={alert.id} className="flex items-start gap-3 p-3" data-testid="alert">
            <Badge status="failed">{alert.kind}</Badge>
            <div className="min-w-0 flex-1">
              <div className="font-medium">{words.title}</div>
              <div className="text-sm text-muted-foreground">{words.action}</div>
              <div className="mt-1 text-xs text-muted-foreground">
                <span className="font-mono">{alert.subject}</span> · {alert.occurrences} time
                {alert.occurrences === 1 ? "" : "s"} · first <DateTime iso={alert.firstSeenAt} relative /> ·
                last <DateTime iso={alert.lastSeenAt} relative />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
