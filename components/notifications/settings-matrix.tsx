"use client";

import { FieldError } from "@/components/ui/field";
import { filterSelectClassName } from "@/components/ui/filter-bar";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import {
  NOTIFICATION_CHANNELS,
  type TNotificationChannel,
  type TNotificationMode,
} from "@/lib/domain/notifications/kinds";
import { channelModes, type TSubscriptionRow } from "@/lib/domain/notifications/subscriptions";
import { cn } from "@/lib/utils/cn";

export const CHANNEL_LABELS: Record<TNotificationChannel, string> = {
  in_app: "In-app",
  email: "E-mail",
  webhook: "Slack / Teams",
};
const MODE_LABELS: Record<TNotificationChannel, Record<TNotificationMode, string>> = {
  in_app: { immediate: "On", digest: "On", off: "Off" },
  email: { immediate: "Immediately", digest: "Digest", off: "Off" },
  webhook: { immediate: "Immediately", digest: "Digest", off: "Off" },
};

export const cellKey = (kind: string, channel: string) => `${kind}/${channel}`;
export const cellId = (kind: string, channel: string) => `notify-${kind}-${channel}`;

type TProps = {
  rows: TSubscriptionRow[];
  value: Record<string, TNotificationMode>;
  errors: Record<string, string>;
  onChange: (key: string, mode: TNotificationMode) => void;
};

/** One row per kind the user may receive, one native select per channel with its role default beside it. */
export function SettingsMatrix({ rows, value, errors, onChange }: TProps) {
  return (
    <Table data-testid="notification-matrix">
      <TableHeader>
        <TableRow>
          <TableHead>Tell me when</TableHead>
          {NOTIFICATION_CHANNELS.map((c) => (
            <TableHead key={c}>{CHANNEL_LABELS[c]}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.kind} data-kind={row.kind}>
            <TableCell className="whitespace-normal">{row.label}</TableCell>
            {NOTIFICATION_CHANNELS.map((channel) => {
              const key = cellKey(row.kind, channel);
              const id = cellId(row.kind, channel);
              const mode = value[key] ?? row[channel].mode;
              const fallback = row[channel].defaultMode;
              const isDefault = mode === fallback;
              const error = errors[key];
              return (
                <TableCell key={channel} className="align-top">
                  <select
                    id={id}
                    aria-label={`${row.label}: ${CHANNEL_LABELS[channel]}`}
                    aria-describedby={`${id}-default${error ? ` ${id}-error` : ""}`}
                    aria-invalid={error ? true : undefined}
                    value={mode}
                    onChange={(e) => onChange(key, e.target.value as TNotificationMode)}
                    className={cn(filterSelectClassName, !isDefault && "font-semibold")}
                  >
                    {channelModes(channel).map((m) => (
                      <option key={m} value={m}>
                        {MODE_LABELS[channel][m]}
                      </option>
                    ))}
                  </select>
                  <p
                    id={`${id}-default`}
                    className="mt-0.5 text-xs text-muted-foreground"
                    data-testid="cell-default"
                  >
                    {isDefault ? "Default" : `Default: ${MODE_LABELS[channel][fallback]}`}
                  </p>
                  <FieldError id={`${id}-error`} error={error} />
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
