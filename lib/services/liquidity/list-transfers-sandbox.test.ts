import { describe, expect, it } from "vitest";
import { sandboxTransfers } from "@/lib/testing/sandbox-transfers";
import { withPlatform } from "../platform/registry";
import { listTransfers } from "./list-transfers";
import { summariseTransfers } from "./summarise-transfers";
import { createTransferListMemory } from "./transfer-list-memory";

// The list and the totals over real HTTP against the sandbox: as it is (it applies Countersign's names, so
// nothing is said), and behind a platform that ignores every filter name (lib/testing/sandbox-transfers.ts).

const { platform, stage } = sandboxTransfers();
const at = (minute: number) => `2030-05-01T10:${String(minute).padStart(2, "0")}:00Z`;

async function stageFour() {
  await stage({ requestId: "W-1", amount: 100, status: "COMPLETED", createdAt: at(1) });
  await stage({ requestId: "W-2", amount: 200, status: "COMPLETED", createdAt: at(2) });
  await stage({ requestId: "W-3", amount: 300, status: "REJECTED", createdAt: at(3) });
  await stage({ requestId: "OUT", amount: 999, status: "COMPLETED", createdAt: "2030-05-02T10:00:00Z" });
}
const window = { dateTimeFrom: at(0), dateTimeTo: at(59) };

describe("the Liquidity list and totals against the sandbox", () => {
  it("a platform that applies the names: its page and its counts, nothing said", async () => {
    await stageFour();
    const { fake } = platform();
    const memory = createTransferListMemory();
    const page = await withPlatform(fake, () => listTransfers({ limit: 10, offset: 0, ...window }, memory));
    expect(page.rows.map((t) => t.requestId)).toEqual(["W-3", "W-2", "W-1"]);
    expect(page).toMatchObject({ total: 3, filteredHere: [], notices: [] });
    const s = await withPlatform(fake, () => summariseTransfers({ limit: 10, offset: 0, ...window }, memory));
    expect(s).toMatchObject({ counted: "platform", notices: [] });
    expect(s.totals.find((t) => t.status === "COMPLETED")).toMatchObject({ count: 2, amountMinor: "300" });
  });

  it("a platform that ignores every name: the window applied here, totals counted by the rows' statuses", async () => {
    await stageFour();
    const { fake } = platform({ ignoreFilters: true });
    const memory = createTransferListMemory();
    const page = await withPlatform(fake, () => listTransfers({ limit: 10, offset: 0, ...window }, memory));
    expect(page.rows.map((t) => t.requestId)).toEqual(["W-3", "W-2", "W-1"]);
    expect(page.filteredHere).toEqual(["dateTime"]);
    expect(page.total).toBe(page.platformRows); // the platform's count of everything it holds
    const s = await withPlatform(fake, () => summariseTransfers({ limit: 10, offset: 0, ...window }, memory));
    expect(s.counted).toBe("here");
    expect(s.totals.find((t) => t.status === "COMPLETED")).toMatchObject({
      count: 2,
      amountMinor: "300",
      exact: true,
    });
    expect(s.totals.find((t) => t.status === "REJECTED")).toMatchObject({ count: 1, amountMinor: "300" });
    expect(s.points).toHaveLength(3);
  });
});
