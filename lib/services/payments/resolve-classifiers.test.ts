import { describe, expect, it } from "vitest";
import { checkKnownIds, withPlatformIds } from "./resolve-classifiers";

const catalog = {
  statuses: [
    { id: 1, name: "To sign" },
    { id: 2, name: "Completed" },
  ],
  types: [{ id: 7, name: "SEPA credit transfer" }],
};

describe("withPlatformIds", () => {
  it("turns names the list holds into its ids and keeps the others as names", () => {
    expect(
      withPlatformIds({ limit: 5, statusIds: [2], statusNames: ["TO_SIGN", "LOST"] }, catalog),
    ).toMatchObject({
      statusIds: [1, 2],
      statusNames: ["LOST"],
    });
  });
});

describe("checkKnownIds", () => {
  it("refuses an id the platform's list does not hold, beside its filter", () => {
    expect(() => checkKnownIds({ limit: 5, statusIds: [2, 80], typeIds: [9] }, catalog)).toThrow(
      expect.objectContaining({
        code: "invalid_input",
        fieldErrors: {
          status: expect.stringContaining("id 80"),
          type: expect.stringContaining("id 9"),
        },
      }),
    );
  });

  it("lets known ids through", () => {
    expect(() => checkKnownIds({ limit: 5, statusIds: [1, 2], typeIds: [7] }, catalog)).not.toThrow();
  });

  it("leaves ids to the platform when its list has none (the interface's names only) or is missing", () => {
    const named = { statuses: [{ id: null, name: "To sign" }], types: [] };
    expect(() => checkKnownIds({ limit: 5, statusIds: [80] }, named)).not.toThrow();
    expect(() => checkKnownIds({ limit: 5, statusIds: [80] }, null)).not.toThrow();
  });
});
