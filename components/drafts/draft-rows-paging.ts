// A batch's rows on the draft page, a page at a time: where the page stands and where Previous and Next
// lead (null where there is no such page).

export type TRowPaging = { status: string; previous: number | null; next: number | null };

export function rowPaging(offset: number, limit: number, total: number): TRowPaging {
  if (total === 0) return { status: "No rows", previous: null, next: null };
  const first = Math.min(offset + 1, total);
  const last = Math.min(offset + limit, total);
  return {
    status: offset >= total ? `Past the last row (${total})` : `Rows ${first}–${last} of ${total}`,
    previous: offset > 0 ? Math.max(0, Math.min(offset - limit, total - 1)) : null,
    next: offset + limit < total ? offset + limit : null,
  };
}
