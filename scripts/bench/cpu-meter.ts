// CPU time from /proc (Linux) for the benchmarks: who used the cores during a measurement — the app,
// PostgreSQL, the bench itself, everything else. Clock ticks of each process (utime + stime), summed by
// process, process group or PostgreSQL's postmaster and its children.
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const TICKS = 100;
type ProcStat = { pid: number; ppid: number; pgrp: number; ticks: number };
function readProcs(): ProcStat[] {
  const out: ProcStat[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync("/proc").filter((e) => /^\d+$/.test(e));
  } catch {
    return out;
  }
  for (const e of entries) {
    try {
      const stat = readFileSync(`/proc/${e}/stat`, "utf8");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      out.push({
        pid: Number(e),
        ppid: Number(f[1]),
        pgrp: Number(f[2]),
        ticks: Number(f[11]) + Number(f[12]),
      });
    } catch {
      /* gone */
    }
  }
  return out;
}

/** CPU seconds used so far by the processes of a process group (an app started by startApp). */
export function cpuSecondsOfGroup(pgrp: number): number {
  return readProcs()
    .filter((p) => p.pgrp === pgrp)
    .reduce((sum, p) => sum + p.ticks / TICKS, 0);
}

/**
 * CPU time per part over a run. `app`: the app's process group (a server the bench started), the pids of
 * app instances the bench forked (bench:notify), or null when there is none.
 */
export function cpuMeter(app: number | readonly number[] | null, pgDataDir: string) {
  const postmaster = () => Number(readFileSafe(path.join(pgDataDir, "postmaster.pid")).split("\n")[0]) || -1;
  const snapshot = () => {
    const procs = readProcs();
    const pm = postmaster();
    const sum = (pred: (p: ProcStat) => boolean) => procs.filter(pred).reduce((s, p) => s + p.ticks, 0);
    return {
      app:
        app === null
          ? 0
          : typeof app === "number"
            ? sum((p) => p.pgrp === app)
            : sum((p) => app.includes(p.pid)),
      postgres: sum((p) => p.pid === pm || p.ppid === pm),
      bench: sum((p) => p.pid === process.pid),
      all: readTotalBusy(),
    };
  };
  const before = snapshot();
  const started = performance.now();
  return {
    stop() {
      const after = snapshot();
      const seconds = (performance.now() - started) / 1000;
      // A process that exits between the two snapshots takes its ticks with it: never below 0.
      const cores = (t: number) => (Math.max(0, t) / TICKS / seconds).toFixed(2);
      const others =
        after.all -
        before.all -
        (after.app - before.app) -
        (after.postgres - before.postgres) -
        (after.bench - before.bench);
      return (
        `CPU (cores busy on average): ${app === null ? "" : `${typeof app === "number" ? "app" : "instances"} ${cores(after.app - before.app)}, `}PostgreSQL ${cores(after.postgres - before.postgres)}, ` +
        `this benchmark ${cores(after.bench - before.bench)}, everything else ${cores(Math.max(0, others))} (of ${os.cpus().length})`
      );
    },
  };
}

function readTotalBusy(): number {
  const line = readFileSafe("/proc/stat").split("\n")[0] ?? "";
  const f = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: busy = all but idle and iowait
  return f.reduce((s, v) => s + v, 0) - (f[3] ?? 0) - (f[4] ?? 0);
}

function readFileSafe(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}
