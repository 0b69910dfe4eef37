import { describe, expect, it } from "vitest";
import type { TDuplicateCheck } from "@/lib/domain/initiation/duplicates";
import { duplicateWords } from "./duplicate-words";

const DRAFT = "0b6c2d1e-0000-4000-8000-000000000001";
const check = (c: Partial<TDuplicateCheck>): TDuplicateCheck => ({
  windowDays: 30,
  matches: [],
  platform: "checked",
  ...c,
});

describe("duplicateWords", () => {
  it.each<[string, TDuplicateCheck | null, boolean, object]>([
    ["no check", null, false, { title: null, items: [], note: null }],
    ["the check off", check({ windowDays: 0, platform: "off" }), false, { title: null, note: null }],
    ["nothing found, all seen", check({}), false, { title: null, items: [], note: null }],
    [
      "nothing found, the platform not asked: said, not hidden",
      check({ platform: "unavailable" }),
      false,
      { title: null, note: expect.stringContaining("could not be searched") },
    ],
    [
      "another draft",
      check({
        matches: [
          { line: 1, source: "countersign", draftId: DRAFT, otherLine: 1, at: "2026-11-20T10:00:00Z" },
        ],
      }),
      false,
      {
        title: "Possible duplicate: 1 payment from the last 30 days looks like this one",
        items: [
          expect.objectContaining({
            text: "the same payment in draft 0b6c2d1e, made 2026-11-20",
            href: `/drafts/${DRAFT}`,
          }),
        ],
      },
    ],
    [
      "a platform payment, its remittance unknown, and a part read",
      check({ platform: "partial", matches: [{ line: 1, source: "platform", platformId: 77, at: null }] }),
      false,
      {
        items: [
          expect.objectContaining({
            text: expect.stringContaining("its remittance is not shown"),
            href: "/payments/77",
          }),
        ],
        note: "Only part of the platform's payments could be compared.",
      },
    ],
    [
      "two rows of one file",
      check({
        matches: [
          { line: 2, source: "file", otherLine: 5 },
          { line: 5, source: "file", otherLine: 2 },
        ],
      }),
      true,
      {
        title: "Possible duplicate: 2 payments from the last 30 days look like this one",
        items: [
          expect.objectContaining({ text: "Row 2: the same payment as row 5 of this file", href: null }),
          expect.objectContaining({ text: "Row 5: the same payment as row 2 of this file" }),
        ],
      },
    ],
  ])("%s", (_, c, batch, expected) => {
    expect(duplicateWords(c, batch)).toMatchObject(expected);
  });
});
