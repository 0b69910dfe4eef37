import { z } from "zod";
import { RISK_FILTER, type TDeadline } from "@/lib/domain/deadlines/deadlines";
import { DATE_RANGE_MESSAGE, inDateRange } from "@/lib/domain/shared/bounds";
import { ZOptionalDateTime } from "@/lib/domain/shared/query-params";
import type { TUrlSpec } from "@/lib/domain/shared/url-state";

// The Drafts page (docs/pages.md#drafts): its URL is its state, parsed the same way by the server page and by
// GET /api/drafts. A tab is a predicate on whose draft it is; the filters narrow it; the cursor pages it
// newest first by (made at, id).

export const DRAFT_TABS = ["mine", "waiting", "all"] as const;
export const DRAFT_STATES = ["waiting", "submitting", "submitted", "rejected", "withdrawn"] as const;
export const DRAFT_KINDS = ["single", "batch"] as const;
export const DRAFT_PAGE_SIZES = [25, 50, 100] as const;

export type TDraftTab = (typeof DRAFT_TABS)[number];
export type TDraftListState = (typeof DRAFT_STATES)[number];
export type TDraftKind = (typeof DRAFT_KINDS)[number];

/** A draft's id, as its detail page /drafts/<id> takes it (and the quick jump offers it). */
export const ZDraftId = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, "A draft id is a UUID.");

/** "<made at, epoch ms>:<id>": the boundary row of a page. */
const CURSOR = /^(\d{1,15}):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
export type TDraftCursor = { at: Date; id: string };

const cursor = z
  .string()
  .regex(CURSOR, { message: "Not a position in the drafts list.", abort: true })
  // The time part reaches PostgreSQL as a timestamp: keep it inside the years it can take.
  .refine((v) => inDateRange(new Date(Number(v.split(":")[0]))), DATE_RANGE_MESSAGE)
  .optional();

/** The cursor that names `row` as a page's boundary. */
export const draftCursor = (row: { createdAt: string; id: string }) =>
  `${Date.parse(row.createdAt)}:${row.id}`;

export function readDraftCursor(text: string): TDraftCursor {
  const [, ms, id] = CURSOR.exec(text)!;
  return { at: new Date(Number(ms)), id: id! };
}

// An empty select in a submitted form arrives as "", which means "any".
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), z.enum(values).optional());

export const ZDraftsQuery = z
  .object({
    tab: z.preprocess((v) => (v === "" ? undefined : v), z.enum(DRAFT_TABS).default("all")),
    state: choice(DRAFT_STATES),
    kind: choice(DRAFT_KINDS),
    /** Only drafts at risk of their deadline (docs/deadlines.md#at-risk). */
    risk: choice([RISK_FILTER]),
    from: ZOptionalDateTime,
    to: ZOptionalDateTime,
    /** Keyset paging: `before` reads older drafts than its row, `after` newer ones. */
    before: cursor,
    after: cursor,
    limit: z.coerce
      .number()
      .int()
      .refine(
        (n) => (DRAFT_PAGE_SIZES as readonly number[]).includes(n),
        `One of ${DRAFT_PAGE_SIZES.join(", ")}.`,
      )
      .default(50),
  })
  .superRefine((f, ctx) => {
    if (f.from && f.to && f.from >= f.to)
      ctx.addIssue({ code: "custom", path: ["to"], message: "Must be after the start." });
    if (f.before && f.after)
      ctx.addIssue({ code: "custom", path: ["after"], message: "Page older or newer, not both." });
  });

export type TDraftsQuery = z.infer<typeof ZDraftsQuery>;
export const DRAFT_FILTER_KEYS = ["state", "kind", "risk", "from", "to"] as const;

/** The Drafts page's URL: the tab, its filters, the page size and the cursor ("all" and 50 left out). */
export const DRAFTS_URL: TUrlSpec<TDraftsQuery> = {
  schema: ZDraftsQuery,
  keys: ["tab", ...DRAFT_FILTER_KEYS, "before", "after", "limit"],
  defaults: { tab: "all", limit: "50" },
};

// The wire shapes of GET /api/drafts: made by lib/services/initiation/list-drafts.ts, read by
// components/drafts. Times ISO 8601 in UTC; totals in minor units as text (JSON has no 64-bit integers).

export type TDraftRow = {
  id: string;
  createdAt: string;
  makerEmail: string;
  kind: TDraftKind;
  state: TDraftListState;
  paymentCount: number;
  /** {currency: minor units}, sorted by currency. */
  totals: Record<string, string>;
  /** Approvals given so far, and how many the requirement asks. */
  approved: number;
  required: number;
  /** While waiting: made at plus the drafts service level (docs/deadlines.md); null once decided. */
  deadline: TDeadline | null;
};

/** `older` / `newer` are the cursors for the next page each way, null when there is none. */
export type TDraftPage = { rows: TDraftRow[]; older: string | null; newer: string | null };
