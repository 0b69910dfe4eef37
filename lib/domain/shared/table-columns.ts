import { z } from "zod";
import type { TPermission } from "@/lib/auth/client-safe/permissions";

// Client-safe: the tables whose columns a person may choose, each column's header and priority, in the
// order they are shown. The browser draws the table from this list, and the server checks a saved choice
// against it, so neither can name a column the other does not know.
//
// Priority 1 is a key column: always shown, never hidden by the chooser. Higher numbers are hidden first
// as the table narrows (components/ui/columns.ts gives each its container width).

export type TColumnPriority = 1 | 2 | 3 | 4 | 5;
type TColumnSpec = { header: string; priority: TColumnPriority };

export const TABLE_COLUMNS = {
  approvals: {
    permission: "approvals.view",
    columns: {
      amount: { header: "Amount", priority: 1 },
      currency: { header: "Currency", priority: 5 },
      approval: { header: "Approval", priority: 1 },
      deadline: { header: "Deadline", priority: 1 },
      method: { header: "Method", priority: 3 },
      direction: { header: "Direction", priority: 4 },
      debtor: { header: "Debtor", priority: 3 },
      creditor: { header: "Creditor", priority: 2 },
      endToEndId: { header: "End-to-end id", priority: 5 },
      created: { header: "Created", priority: 1 },
      // The deadline (time left) is the key time of a waiting payment; its age gives way first when narrow.
      age: { header: "Age", priority: 3 },
    },
  },
  liquidity: {
    permission: "liquidity.view",
    columns: {
      id: { header: "Id", priority: 1 },
      requestId: { header: "Request id", priority: 2 },
      created: { header: "Created", priority: 1 },
      status: { header: "Status", priority: 1 },
      amount: { header: "Amount", priority: 1 },
      parties: { header: "Debtor → creditor", priority: 4 },
      type: { header: "Type", priority: 5 },
      settlementDate: { header: "Settlement date", priority: 5 },
      purpose: { header: "Purpose", priority: 5 },
    },
  },
  users: {
    permission: "settings.view",
    columns: {
      name: { header: "Name", priority: 3 },
      email: { header: "Email", priority: 1 },
      roles: { header: "Roles", priority: 2 },
      status: { header: "Status", priority: 1 },
      lastSignIn: { header: "Last sign-in", priority: 2 },
    },
  },
} as const satisfies Record<string, { permission: TPermission; columns: Record<string, TColumnSpec> }>;

export type TTableId = keyof typeof TABLE_COLUMNS;
export type TColumnId<T extends TTableId> = keyof (typeof TABLE_COLUMNS)[T]["columns"] & string;
export const TABLE_IDS = Object.keys(TABLE_COLUMNS) as TTableId[];

/** Each table's columns as a list, in display order. */
export function columnSpecs<T extends TTableId>(table: T): ({ id: TColumnId<T> } & TColumnSpec)[] {
  const columns: Record<string, TColumnSpec> = TABLE_COLUMNS[table].columns;
  return Object.entries(columns).map(([id, spec]) => ({ id: id as TColumnId<T>, ...spec }));
}

/** Why `hidden` is not a choice for `table` (an unknown or a key column), or null when it is one. */
export function hiddenColumnsProblem(table: TTableId, hidden: readonly string[]): string | null {
  const specs = new Map(columnSpecs(table).map((c) => [c.id as string, c]));
  const unknown = hidden.find((id) => !specs.has(id));
  if (unknown !== undefined) return `This table has no column “${unknown.slice(0, 40)}”.`;
  const key = hidden.map((id) => specs.get(id)!).find((c) => c.priority === 1);
  if (key) return `${key.header} is a key column: it is always shown.`;
  return null;
}

/** What a person's column choice for one table says: the ids they hid (none hides a key column). */
export const ZSaveHiddenColumnsInput = z
  .object({
    table: z.enum(TABLE_IDS as [TTableId, ...TTableId[]], {
      error: "Not a table whose columns can be chosen.",
    }),
    hidden: z
      .array(z.string().max(40), { error: "Name the hidden columns as a list." })
      .max(20, "A table has fewer columns than that.")
      .transform((ids) => [...new Set(ids)]),
  })
  .superRefine((v, ctx) => {
    const problem = hiddenColumnsProblem(v.table, v.hidden);
    if (problem) ctx.addIssue({ code: "custom", path: ["hidden"], message: problem });
  });

export type TSaveHiddenColumnsInput = z.input<typeof ZSaveHiddenColumnsInput>;

/** The hidden column ids per table, as the page hands them to the browser with its first render. */
export type TColumnPrefs = { [T in TTableId]?: TColumnId<T>[] };
