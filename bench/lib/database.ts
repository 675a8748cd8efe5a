import { randomBytes } from "node:crypto";
import pg from "pg";
import { applyMigrations } from "../../server/db/migrate";
import { databaseUrl, testDatabaseServer, withAdminClient } from "../../server/test/database-server";

/** A fresh, migrated database on DATABASE_URL's server or a throwaway embedded one. */
export async function benchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = await testDatabaseServer();
  const name = `toolkit_bench_${randomBytes(4).toString("hex")}`;
  await withAdminClient(server.adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = databaseUrl(server.adminUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  await applyMigrations(pool);
  await pool.end();
  return {
    url,
    drop: async () => {
      await withAdminClient(server.adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await server.stop();
    },
  };
}
