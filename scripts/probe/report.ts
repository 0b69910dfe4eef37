// What the platform probe found, one row per assumption or setting, and how it is printed. A verdict says
// what Countersign will do there, not whether the platform is "right": a guess the platform does not
// honour is a FALLBACK (Countersign uses stated shapes only), not a failure. Only what Countersign cannot
// work around is FAIL (docs/platform.md, "The rule").

export type TVerdict = "holds" | "fallback" | "fail" | "skipped" | "info";

export type TCheck = {
  /** The API or subject: token, gateway, liquidity, restriction, ledger, webhooks, writes. */
  area: string;
  /** The assumption or capability checked, in a few words. */
  what: string;
  verdict: TVerdict;
  /** What was sent and seen. */
  evidence: string;
  /** What Countersign does because of it (its fallback, or nothing). */
  then?: string;
};

export type TTodo = { done: boolean; what: string };

export type TProbeReport = { target: string; checks: TCheck[]; todo: TTodo[] };

const LABEL: Record<TVerdict, string> = {
  holds: "HOLDS",
  fallback: "FALLBACK",
  fail: "FAIL",
  skipped: "SKIPPED",
  info: "INFO",
};

export const failed = (report: TProbeReport) => report.checks.some((c) => c.verdict === "fail");

/** Plain text for a terminal or a ticket: one block per check, then the checklist. */
export function formatReport(report: TProbeReport): string {
  const lines = [`Platform probe: ${report.target}`, ""];
  let area = "";
  for (const c of report.checks) {
    if (c.area !== area) {
      area = c.area;
      lines.push(`${area}`);
    }
    lines.push(`  ${LABEL[c.verdict].padEnd(8)} ${c.what}`);
    lines.push(`           seen: ${c.evidence}`);
    if (c.then) lines.push(`           then: ${c.then}`);
  }
  const count = (v: TVerdict) => report.checks.filter((c) => c.verdict === v).length;
  lines.push(
    "",
    `${count("holds")} hold, ${count("fallback")} fall back, ${count("fail")} fail, ${count("skipped")} skipped.`,
    "",
    "Still to do before go-live:",
    ...report.todo.map((t) => `  [${t.done ? "x" : " "}] ${t.what}`),
  );
  return lines.join("\n");
}

/** Runs one check; an exception becomes a FAIL row that says what was thrown, never a crash of the probe. */
export async function guarded(area: string, what: string, run: () => Promise<TCheck>): Promise<TCheck> {
  try {
    return await run();
  } catch (err) {
    return { area, what, verdict: "fail", evidence: describeError(err) };
  }
}

export function describeError(err: unknown): string {
  // A ProviderError's message already names the call, the status and the platform's code.
  return err instanceof Error ? err.message : String(err);
}
