import { describe, expect, it } from "vitest";
import { ASK_MARGIN_MS, HEARTBEAT_MS, queueStepUpStep, type TQueueStepUpState } from "./step-up-timing";

const NOW = 1_800_000_000_000;
const MIN = 60_000;
const state = (over: Partial<TQueueStepUpState>): TQueueStepUpState => ({
  freshUntil: NOW + 10 * MIN,
  now: NOW,
  opening: false,
  visible: true,
  waiting: false,
  lastRenewAt: NOW,
  ...over,
});

describe("queueStepUpStep (when the Instant queue asks for the check)", () => {
  it("asks on opening when no check counts, or less than the margin is left", () => {
    expect(queueStepUpStep(state({ opening: true, freshUntil: null }))).toBe("ask");
    expect(queueStepUpStep(state({ opening: true, freshUntil: NOW + ASK_MARGIN_MS - 1 }))).toBe("ask");
    expect(queueStepUpStep(state({ opening: true, freshUntil: NOW + ASK_MARGIN_MS + MIN }))).not.toBe("ask");
  });

  it("never asks while a payment is waiting: renews a check that still counts, else waits", () => {
    expect(queueStepUpStep(state({ opening: true, waiting: true, freshUntil: NOW + MIN }))).toBe("renew");
    expect(queueStepUpStep(state({ waiting: true, freshUntil: null }))).toBe("none");
    expect(queueStepUpStep(state({ waiting: true, freshUntil: NOW - 1 }))).toBe("none");
    // Once the queue is quiet, the lapsed check is asked for.
    expect(queueStepUpStep(state({ waiting: false, freshUntil: NOW - 1 }))).toBe("ask");
  });

  it("keeps the check fresh while visible: a heartbeat each minute, and at once near the end", () => {
    expect(queueStepUpStep(state({ lastRenewAt: NOW - HEARTBEAT_MS }))).toBe("renew");
    expect(queueStepUpStep(state({ lastRenewAt: NOW - HEARTBEAT_MS + 1 }))).toBe("none");
    expect(queueStepUpStep(state({ lastRenewAt: null }))).toBe("renew");
    expect(queueStepUpStep(state({ freshUntil: NOW + ASK_MARGIN_MS - 1 }))).toBe("renew");
  });

  it("does nothing while the page is hidden (nobody is there), even when the check lapsed", () => {
    expect(queueStepUpStep(state({ visible: false, lastRenewAt: null }))).toBe("none");
    expect(queueStepUpStep(state({ visible: false, freshUntil: null, opening: true }))).toBe("none");
  });
});
