import { describe, expect, it, vi } from "vitest";
import { useFuzzStack } from "@/lib/testing/fuzz-stack";
import { INST, SCT } from "@/lib/testing/sandbox-transfers";
import { saveRuleSetAction } from "./confirmation-rules";
import { reapplyDeliveryAction } from "./events";
import { createTransferAction, settleTransferAction } from "./liquidity";

// One test per action input that threw or overflowed (issue 14, finding 8): each is now `invalid_input`
// naming its field, checked against a real database.

vi.mock("@/lib/env", async (orig) => (await import("@/lib/testing/fuzz-mocks")).envModule(orig));
vi.mock("@/lib/auth/current-user", async (orig) =>
  (await import("@/lib/testing/fuzz-mocks")).currentUserModule(orig),
);
vi.mock("@/lib/auth/session-renewal", async (orig) =>
  (await import("@/lib/testing/fuzz-mocks")).sessionRenewalModule(orig),
);

const transfer = { requestId: "W-1", debtorAccount: SCT, creditorAccount: INST, amount: "1.00" };

describe("action input that threw or overflowed is invalid_input with a field message", () => {
  useFuzzStack();

  it("createTransfer with a locale Intl refuses (was a RangeError thrown from the schema)", async () => {
    const result = await createTransferAction({ ...transfer, locale: "not a locale!" });
    expect(result.error).toMatchObject({ code: "invalid_input", fieldErrors: { locale: "Not a locale." } });
  });

  it("createTransfer still names a same-account mistake beside a bad locale", async () => {
    const result = await createTransferAction({ ...transfer, creditorAccount: SCT, locale: "x_" });
    expect(Object.keys(result.error?.fieldErrors ?? {}).sort()).toEqual(["creditorAccount", "locale"]);
  });

  it("reapplyDelivery with an id beyond int8", async () => {
    const result = await reapplyDeliveryAction({ id: "9223372036854775808" });
    expect(result.error).toMatchObject({ code: "invalid_input", fieldErrors: { id: expect.any(String) } });
  });

  it("saveRuleSet with a base version beyond int4", async () => {
    const result = await saveRuleSetAction({ baseVersion: 2 ** 31, rules: [] });
    expect(result.error).toMatchObject({
      code: "invalid_input",
      fieldErrors: { baseVersion: expect.any(String) },
    });
  });

  it("settleTransfer with a send count beyond int4", async () => {
    const result = await settleTransferAction({
      requestId: "W-1",
      choice: "resend",
      sends: 2 ** 31,
      dismissed: [],
    });
    expect(result.error).toMatchObject({ code: "invalid_input", fieldErrors: { sends: expect.any(String) } });
  });
});
