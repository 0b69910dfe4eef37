import { z } from "zod";
import type { TTransfer, TTransferStatus } from "../../state/model";
import { TRANSFER_STATUSES } from "./lifecycle";

// GET /v1/nostro-accounts/transfers query (names not shown in the interface; the sandbox's choice):
// limit 1–100 (10), offset ≥ 0 (0), requestId, debtorAccount, creditorAccount (exact matches), status
// (repeatable and/or comma-separated, any-of), dateTimeFrom / dateTimeTo (ISO-8601 with offset, both
// inclusive, on createdAt), sort=requestId[,ASC|DESC]. Without sort: newest first.

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, "must be a non-negative integer")
    .transform(Number)
    .pipe(z.number().min(min).max(max));

// One field error on `status` naming the unknown values, however many times the parameter was given.
const ZStatuses = z.union([z.string(), z.array(z.string())]).transform((v, ctx) => {
  const statuses = (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(",")).filter(Boolean);
  const unknown = statuses.filter((s) => !(TRANSFER_STATUSES as readonly string[]).includes(s));
  if (unknown.length) {
    ctx.addIssue({
      code: "custom",
      input: v,
      message: `unknown status ${unknown.join(", ")}; one of ${TRANSFER_STATUSES.join(", ")}`,
    });
    return z.NEVER;
  }
  return statuses as TTransferStatus[];
});

export const ZTransfersQuery = z
  .object({
    limit: integer(1, 100).default(10),
    offset: integer(0, 1_000_000_000).default(0),
    requestId: z.string().min(1).max(64).optional(),
    debtorAccount: z.string().min(1).max(64).optional(),
    creditorAccount: z.string().min(1).max(64).optional(),
    status: ZStatuses.optional(),
    dateTimeFrom: z.iso.datetime({ offset: true }).optional(),
    dateTimeTo: z.iso.datetime({ offset: true }).optional(),
    sort: z
      .string()
      .regex(/^requestId(,(asc|desc))?$/i, "must be requestId[,ASC|DESC]")
      .transform((s) => ({ desc: s.split(",")[1]?.toUpperCase() === "DESC" }))
      .optional(),
  })
  .refine((q) => !q.dateTimeFrom || !q.dateTimeTo || Date.parse(q.dateTimeFrom) <= Date.parse(q.dateTimeTo), {
    message: "dateTimeFrom must not be after dateTimeTo",
    path: ["dateTimeFrom"],
  });
export type TTransfersQuery = z.output<typeof ZTransfersQuery>;

export function matches(t: TTransfer, q: TTransfersQuery): boolean {
  const at = Date.parse(t.createdAt);
  return (
    (!q.requestId || t.requestId === q.requestId) &&
    (!q.debtorAccount || t.debtorAccount === q.debtorAccount) &&
    (!q.creditorAccount || t.creditorAccount === q.creditorAccount) &&
    (!q.status?.length || q.status.includes(t.status)) &&
    (!q.dateTimeFrom || at >= Date.parse(q.dateTimeFrom)) &&
    (!q.dateTimeTo || at <= Date.parse(q.dateTimeTo))
  );
}

export function sortTransfers(transfers: TTransfer[], sort: TTransfersQuery["sort"]): TTransfer[] {
  const newestFirst = (a: TTransfer, b: TTransfer) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
  if (!sort) return [...transfers].sort(newestFirst);
  const dir = sort.desc ? -1 : 1;
  return [...transfers].sort((a, b) => {
    if (a.requestId === b.requestId) return a.id - b.id;
    return (a.requestId < b.requestId ? -1 : 1) * dir;
  });
}
