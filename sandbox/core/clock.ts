// The sandbox's own time: real time plus an offset that the control API can advance, so tests can make a
// settlement date arrive or a confirmation window run out without waiting. Everything in the sandbox that
// asks "what time is it" asks this clock; due jobs run on a short real-time tick or at once on advance().

type TJob = { at: number; seq: number; run: () => void };

export class SandboxClock {
  private offsetMs = 0;
  private jobs: TJob[] = [];
  private seq = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly tickMs = 20) {}

  now(): number {
    return Date.now() + this.offsetMs;
  }

  nowIso(): string {
    return new Date(this.now()).toISOString();
  }

  /** Runs `run` once the sandbox time reaches `delayMs` from now. */
  after(delayMs: number, run: () => void): void {
    this.jobs.push({ at: this.now() + Math.max(0, delayMs), seq: this.seq++, run });
    this.jobs.sort((a, b) => a.at - b.at || a.seq - b.seq);
    this.timer ??= setInterval(() => this.runDue(), this.tickMs).unref();
  }

  advance(ms: number): void {
    this.offsetMs += ms;
    this.runDue();
  }

  runDue(): void {
    while (this.jobs.length && this.jobs[0]!.at <= this.now()) this.jobs.shift()!.run();
    if (!this.jobs.length && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  /** Forget every pending job and go back to real time (control API reset). */
  reset(): void {
    this.jobs = [];
    this.offsetMs = 0;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
