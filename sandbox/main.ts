// `npm run sandbox`: the platform simulator on loopback. Settings: SANDBOX_* (sandbox/settings.ts).
import { buildSandbox } from "./app";
import { seedAll } from "./seed";
import { sandboxConfigFrom } from "./settings";
import { startTraffic } from "./traffic";
import { webhookPublicKeys } from "./webhooks";

async function main() {
  const config = sandboxConfigFrom(process.env);
  const sandbox = await buildSandbox(config);
  seedAll(sandbox.ctx);
  await sandbox.app.listen({ host: config.host, port: config.port });
  const origin = `http://${config.host}:${config.port}`;
  console.log(
    `sandbox: listening on ${origin} (profile ${config.profile}, tenant ${config.tenantId}, seed ${config.seed})`,
  );
  console.log(
    `sandbox: gateway ${origin}/gateway · ledger ${origin}/ledger · restriction ${origin}/restriction · token ${origin}/auth`,
  );
  if (config.controlApi) console.log(`sandbox: control API ${origin}/control`);
  console.log(`sandbox: webhooks → ${config.webhookUrl ?? "(no URL set: queued)"}`);
  for (const key of webhookPublicKeys(config.dataDir)) {
    console.log(
      `sandbox: webhook signing key, version ${key.version} (give it to Countersign's settings):\n${key.publicKeyPem.trim()}`,
    );
  }
  const stopTraffic = config.traffic && config.controlApi ? startTraffic(sandbox.app, sandbox.ctx) : () => {};
  if (config.traffic) console.log("sandbox: traffic mode on");

  const stop = async () => {
    stopTraffic();
    await sandbox.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch((err) => {
  console.error(`sandbox: could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
