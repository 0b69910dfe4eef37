// `npm run sandbox`: the platform simulator on loopback. Settings: SANDBOX_* (sandbox/settings.ts).
import { buildSandbox } from "./app";
import { sandboxConfigFrom } from "./settings";

async function main() {
  const config = sandboxConfigFrom(process.env);
  const sandbox = await buildSandbox(config);
  await sandbox.app.listen({ host: config.host, port: config.port });
  const origin = `http://${config.host}:${config.port}`;
  console.log(`sandbox: listening on ${origin} (tenant ${config.tenantId}, seed ${config.seed})`);
  console.log(`sandbox: gateway ${origin}/gateway · ledger ${origin}/ledger · restriction ${origin}/restriction · token ${origin}/auth`);
  if (config.controlApi) console.log(`sandbox: control API ${origin}/control`);
  const stop = async () => {
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
