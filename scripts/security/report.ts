// What `npm run security:check` found: one row per control, PASS or FAIL with the evidence a reviewer can
// re-check by hand (the request sent and what came back). SKIP only when the operator left out what the
// check needs (a database to make the throwaway account in), never to hide a failure.

export type TSecurityVerdict = "pass" | "fail" | "skip";

export type TSecurityResult = {
  /** The control, in a few words: "CSP on a page", "revocation after sign-out". */
  check: string;
  verdict: TSecurityVerdict;
  /** What was sent and what came back. */
  evidence: string[];
};

export type TSecurityReport = { target: string; results: TSecurityResult[] };

export const pass = (check: string, ...evidence: string[]): TSecurityResult => ({
  check,
  verdict: "pass",
  evidence,
});
export const fail = (check: string, ...evidence: string[]): TSecurityResult => ({
  check,
  verdict: "fail",
  evidence,
});
export const skip = (check: string, ...evidence: string[]): TSecurityResult => ({
  check,
  verdict: "skip",
  evidence,
});
/** PASS when every problem list is empty, else FAIL naming each problem. */
export const verdictOf = (check: string, problems: string[], evidence: string[]): TSecurityResult =>
  problems.length ? fail(check, ...problems, ...evidence) : pass(check, ...evidence);

export const failedChecks = (report: TSecurityReport) => report.results.filter((r) => r.verdict === "fail");

const LABEL = { pass: "PASS", fail: "FAIL", skip: "SKIP" } as const;

export function formatSecurityReport(report: TSecurityReport): string {
  const lines = [`Security check: ${report.target}`, ""];
  for (const r of report.results) {
    lines.push(`${LABEL[r.verdict].padEnd(5)} ${r.check}`);
    for (const e of r.evidence) lines.push(`      ${e}`);
  }
  const count = (v: TSecurityVerdict) => report.results.filter((r) => r.verdict === v).length;
  lines.push("", `${count("pass")} pass, ${count("fail")} fail, ${count("skip")} skipped.`);
  return lines.join("\n");
}
