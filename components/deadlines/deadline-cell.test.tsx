import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DeadlineCell, RiskMark } from "./deadline-cell";

// The mark says what it means in words (not colour alone); the server's HTML has no clock, so it shows
// the deadline with its zone and no time left until the browser's clock runs.

describe("RiskMark", () => {
  it("names the state in words, and is absent while on time", () => {
    expect(renderToStaticMarkup(<RiskMark state="at_risk" />)).toMatch(
      /data-testid="at-risk-mark"[^>]*>.*At risk/,
    );
    expect(renderToStaticMarkup(<RiskMark state="overdue" />)).toContain("Overdue");
    expect(renderToStaticMarkup(<RiskMark state="on_time" />)).toBe("");
    expect(renderToStaticMarkup(<RiskMark state={null} />)).toBe("");
  });
});

describe("DeadlineCell on the server", () => {
  it("shows the deadline in UTC with its zone, the time left only once the browser counts", () => {
    const html = renderToStaticMarkup(
      <DeadlineCell deadline={{ startedAt: "2026-11-26T10:00:00Z", deadlineAt: "2026-11-26T12:00:00Z" }} />,
    );
    expect(html).toContain("due ");
    expect(html).toMatch(/12:00:00.*UTC/);
    expect(html).not.toContain("At risk");
    expect(renderToStaticMarkup(<DeadlineCell deadline={null} />)).toContain("—");
  });
});
