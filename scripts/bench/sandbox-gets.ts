// Benchmark: how many simple GETs per second the sandbox serves, and their latency, so it is never the
// bottleneck of Countersign's own measurements (issue: ≥ 2,000 GETs/s with p99 < 5 ms on this machine).
//
//   npx tsx scripts/bench/sandbox-gets.ts [--requests 20000] [--concurrency 8] [--path /gateway/...]
//
// It starts the sandbox as its own process (as `npm run sandbox` would), warms up, then sends the requests
// over keep-alive connections and prints throughput and p50/p90/p99/max latency.
import { spawn } from "node:child_process";
import path from "node:path";
import { Pool } from "undici";
import { SANDBOX_CLIENTS, SANDBOX_TENANT_ID } from "../../sandbox/defaults";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const requests = Number(arg("requests", "20000"));
const concurrency = Number(arg("concurrency", "8"));
const port = Number(arg("port", "4019"));
const origin = `http://127.0.0.1:${port}`;

async function waitUntilUp() {
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`${origin}/control/clock`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("sandbox did not start");
}

async function main() {
  const child = spawn(process.execPath, ["--import", "tsx", path.join("sandbox", "main.ts")], {
    env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_TRAFFIC: "false" },
    stdio: "ignore",
  });
  try {
    await waitUntilUp();
    const { id, secret } = SANDBOX_CLIENTS.restriction;
    const tokenRes = await fetch(`${origin}/auth/realms/${SANDBOX_TENANT_ID}/protocol/openid-connect/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "client_credentials", client_id: id, client_secret: secret }),
    });
    const { access_token } = (await tokenRes.json()) as { access_token: string };
    const target = arg("path", "/restriction/api/v1/orders?size=10");
    const pool = new Pool(origin, { connections: concurrency, pipelining: 1 });
    const get = async () => {
      const started = process.hrtime.bigint();
      const res = await pool.request({
        method: "GET",
        path: target,
        headers: { authorization: `Bearer ${access_token}` },
      });
      await res.body.dump();
      if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} for ${target}`);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const run = async (count: number) => {
      const latencies: number[] = [];
      let next = 0;
      const worker = async () => {
        while (next++ < count) latencies.push(await get());
      };
      const started = performance.now();
      await Promise.all(Array.from({ length: concurrency }, worker));
      return { seconds: (performance.now() - started) / 1000, latencies: latencies.sort((a, b) => a - b) };
    };
    await run(Math.min(2000, requests)); // warm-up: JIT, connections
    const { seconds, latencies } = await run(requests);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(2);
    console.log(`GET ${target}: ${requests} requests, concurrency ${concurrency}`);
    console.log(`  throughput ${(requests / seconds).toFixed(0)} req/s`);
    console.log(
      `  latency ms  p50 ${pct(50)}  p90 ${pct(90)}  p99 ${pct(99)}  max ${latencies.at(-1)!.toFixed(2)}`,
    );
    await pool.close();
  } finally {
    child.kill("SIGTERM");
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
