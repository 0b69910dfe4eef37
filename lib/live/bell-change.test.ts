import { describe, expect, it } from "vitest";
import { bellChangeFor } from "./bell-change";

describe("bellChangeFor", () => {
  const a = "6f1c9a52-0000-4000-8000-00000000000a";
  const b = "6f1c9a52-0000-4000-8000-00000000000b";
  const change = (ref: string | null) => ({ id: "7", topic: "notifications" as const, ref });

  it("gives each named recipient the event with their own id, never the list", () => {
    expect(bellChangeFor(change(`${a},${b}`), a)).toEqual(change(a));
    expect(bellChangeFor(change(`${a},${b}`), b)).toEqual(change(b));
  });

  it("gives it to nobody else, nor to a stream without a user, nor when it names no one", () => {
    expect(bellChangeFor(change(a), b)).toBeNull();
    expect(bellChangeFor(change(`${a},${b}`), undefined)).toBeNull();
    expect(bellChangeFor(change(""), a)).toBeNull();
    // A prefix of a listed id is not that id.
    expect(bellChangeFor(change(`${a}x`), a)).toBeNull();
  });

  it("gives an event that names no list (too many recipients) to every bell, as it is", () => {
    expect(bellChangeFor(change(null), a)).toEqual(change(null));
  });
});
