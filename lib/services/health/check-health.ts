import "server-only";
import { pingDatabase } from "@/lib/db/ping";

export async function checkHealth(): Promise<{ ok: boolean; database: "up" | "down" }> {
  const up = await pingDatabase();
  return { ok: up, database: up ? "up" : "down" };
}
