import { describe, expect, it } from "vitest";
import type { TPayment } from "@/lib/domain/payments/payments";
import type { TCheckRow } from "./check-rows";
import type { TReadPage } from "./payment-scan";
import { trimmedRead, type TScanRead } from "./scan-trim";

// Reading the last page of a scan again, shorter, so a page holds exactly the rows asked and the platform's
// cursor continues right after them; never at the cost of a row.

const row = (id: number) => ({ id }) as TPayment;
const last = (ids: number[]): TScanRead => ({
  cursor: { nextPageToken: "c1" },
  page: { rows: ids.map(row), checks: [], next: "after-all", prev: "before" },
  entries: ids.map((id) => ({ row: row(id), check: {} as TCheckRow, item: undefined })),
});
const even = (e: { row: TPayment }) => e.row.id % 2 === 0;
const platform = (ids: number[]) => {
  const calls: [unknown, number][] = [];
  const read = async (cursor: unknown, limit: number): Promise<TReadPage> => {
    calls.push([cursor, limit]);
    return { rows: ids.slice(0, limit).map(row), checks: [], next: `after-${limit}`, prev: "before" };
  };
  return { read, calls };
};

describe("trimmedRead", () => {
  it("reads the page again from its cursor up to the last match needed, and takes its cursor", async () => {
    const { read, calls } = platform([9, 8, 7, 6, 5, 4]);
    const shorter = await trimmedRead(last([9, 8, 7, 6, 5, 4]), 2, { backward: false, keep: even, read });
    expect(calls).toEqual([[{ nextPageToken: "c1" }, 4]]);
    expect(shorter!.entries.map((e) => e.row.id)).toEqual([9, 8, 7, 6]);
    expect(shorter!.page.next).toBe("after-4");
  });

  it("counts from the end of a Previous page, the side nearest the page it came from", async () => {
    const { read, calls } = platform([6, 5, 4]);
    const shorter = await trimmedRead(last([9, 8, 7, 6, 5, 4]), 2, { backward: true, keep: even, read });
    expect(calls[0]![1]).toBe(3);
    expect(shorter!.entries.map((e) => e.row.id)).toEqual([6, 5, 4]);
  });

  it("keeps the longer page when the platform's shorter page is not the same rows", async () => {
    const { read } = platform([9, 7, 6, 5]); // a payment left the list in between
    expect(await trimmedRead(last([9, 8, 7, 6, 5, 4]), 2, { backward: false, keep: even, read })).toBeNull();
  });

  it("reads nothing when the page is already as short as it can be", async () => {
    const { read, calls } = platform([]);
    expect(await trimmedRead(last([9, 8, 7, 6]), 2, { backward: false, keep: even, read })).toBeNull();
    expect(calls).toEqual([]);
  });
});
