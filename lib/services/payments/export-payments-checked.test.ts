import { afterEach, describe, expect, it, vi } from "vitest";
import { fakePayments, startFakePaymentsPlatform } from "@/lib/testing/fake-payments-platform";
import { withPlatform } from "../platform/registry";
import { openPaymentsCsvExport } from "./export-payments-csv";
import { forgetPaymentCatalog } from "./payment-catalog";

// The CSV export through the checked search: a platform that ignores the status filter still yields a file
// of matching payments only, read on through its cursors to the end.

vi.mock("@/lib/env", () => ({ env: { PAYMENTS_SEARCH_API: "v3" } }));

let platform: Awaited<ReturnType<typeof startFakePaymentsPlatform>> | undefined;
afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

async function csvIds(stream: ReadableStream<Uint8Array>) {
  let text = "";
  for await (const chunk of stream) text += new TextDecoder().decode(chunk);
  return text
    .split("\r\n")
    .slice(1, -1)
    .map((line) => Number(line.split(",")[0]));
}

describe("the payments export on a platform that ignores the status filter", () => {
  it("holds only the payments in the chosen statuses, every one of them", async () => {
    forgetPaymentCatalog();
    const payments = fakePayments(1500, ["Completed", "Rejected", "To sign", "Completed", "Completed"]);
    platform = await startFakePaymentsPlatform(payments, {});
    // The file is read to its end inside withPlatform: the stream reads pages as it is consumed.
    const ids = await withPlatform({ gateway: platform.api }, async () =>
      csvIds(await openPaymentsCsvExport({ limit: 25, statusIds: [2, 8] })),
    );
    expect(ids).toEqual(payments.filter((p) => p.status !== "Completed").map((p) => p.id));
  });
});
