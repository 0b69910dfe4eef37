import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { countAwaitingAnswer, listInbox } from "./cancellations";

// "Awaiting our answer" is one predicate for the Overview count and the inbox filter: an inbound request
// in progress whose answer is not being sent or sent. A refused or unknown answer still needs a person.
describe("requests awaiting our answer", () => {
  const test = withAppTestDatabase();
  const user = randomUUID();

  async function request(id: number, answer: string | null, direction = "INBOUND") {
    await test.db.cancellationRequest.create({
      data: {
        cancellationId: BigInt(id),
        direction,
        reason: "DUPL",
        status: "CANCELLATION_IN_PROGRESS",
        statusAt: new Date(),
      },
    });
    if (answer)
      await test.db.cancellationResponse.create({
        data: {
          cancellationId: BigInt(id),
          state: answer,
          intentId: randomUUID(),
          userId: user,
          userEmail: "ops@example.com",
          api: "v3",
          responseCode: "ACCEPTED",
          sent: {},
        },
      });
  }

  it("counts unanswered, refused and unknown answers, not those being sent or sent, nor outbound ones", async () => {
    await request(1, null);
    await request(2, "sending");
    await request(3, "sent");
    await request(4, "refused");
    await request(5, "unknown");
    await request(6, null, "OUTBOUND");
    expect(await countAwaitingAnswer()).toBe(3);
    const { rows } = await listInbox({ awaiting: true, limit: 50 });
    expect(rows.map((r) => Number(r.cancellationId)).sort()).toEqual([1, 4, 5]);
  });
});
