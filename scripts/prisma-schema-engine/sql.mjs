// One statement on a connection of its own, for what the engine does outside its adapter (creating and
// dropping databases, checking a connection).
import pg from "pg";

export async function sql(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}
