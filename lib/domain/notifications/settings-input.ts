import { z } from "zod";
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_NAMES,
  NOTIFICATION_MODES,
  type TNotificationKind,
} from "./kinds";
import { channelModes } from "./subscriptions";

// Client-safe: the input of the notification settings page's Save, and of marking the bell's entries read.

const WEBHOOK_URL_MAX = 2_000;

/**
 * Whether a Slack or Teams incoming-webhook URL may be stored: https, a public host name. Countersign posts
 * to it from the server, so an address inside the network (an IP, localhost, a .local/.internal name) is
 * refused here rather than reached later. Null when acceptable, else the sentence the field shows.
 */
export function webhookUrlProblem(value: string): string | null {
  if (value.length > WEBHOOK_URL_MAX) return `At most ${WEBHOOK_URL_MAX} characters.`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "Not a URL: paste the incoming-webhook URL from Slack or Teams.";
  }
  if (url.protocol !== "https:") return "The URL must start with https://.";
  if (url.username || url.password) return "The URL must not carry a user name or password.";
  const host = url.hostname.toLowerCase();
  const ipLike = /^[\d.]+$/.test(host) || host.startsWith("[");
  const internal = host === "localhost" || /\.(local|internal|localhost)$/.test(host) || !host.includes(".");
  if (ipLike || internal)
    return "The URL must name a public host (as Slack's and Teams' do), not an address.";
  return null;
}

const ZChoice = z
  .object({
    kind: z.enum(NOTIFICATION_KIND_NAMES as [TNotificationKind, ...TNotificationKind[]], {
      error: "Not a notification kind.",
    }),
    channel: z.enum(NOTIFICATION_CHANNELS, { error: "Not a channel." }),
    mode: z.enum(NOTIFICATION_MODES, { error: "Choose immediate, digest or off." }),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (!channelModes(c.channel).includes(c.mode)) {
      ctx.addIssue({ code: "custom", path: ["mode"], message: "In-app is on or off: it has no digest." });
    }
  });

export const ZSaveNotificationSettingsInput = z
  .object({
    /** Every cell the page shows; a choice equal to the role default is stored as no choice. */
    choices: z
      .array(ZChoice)
      .max(NOTIFICATION_KIND_NAMES.length * NOTIFICATION_CHANNELS.length, { error: "Too many choices." })
      .superRefine((choices, ctx) => {
        const seen = new Set<string>();
        choices.forEach((c, i) => {
          const key = `${c.kind}/${c.channel}`;
          if (seen.has(key)) ctx.addIssue({ code: "custom", path: [i], message: "Chosen twice." });
          seen.add(key);
        });
      }),
    /** Absent: keep the stored URL; "": remove it; otherwise the new URL. */
    webhookUrl: z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        const problem = v === "" ? null : webhookUrlProblem(v);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
      .optional(),
  })
  .strict();
export type TSaveNotificationSettingsInput = z.output<typeof ZSaveNotificationSettingsInput>;

/** A notifications row id as the bell has it: a positive integer that fits a bigint. */
const ZNotificationId = z.string().regex(/^[1-9]\d{0,17}$/, { error: "Not a notification id." });

export const ZMarkNotificationReadInput = z.object({ id: ZNotificationId }).strict();

/** Up to the newest entry the reader has seen: one arriving meanwhile stays unread. */
export const ZMarkAllNotificationsReadInput = z.object({ upTo: ZNotificationId }).strict();
