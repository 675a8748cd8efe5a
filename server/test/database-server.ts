import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/** A PostgreSQL server for tests: DATABASE_URL's server if set, else a throwaway embedded one. */
export async function testDatabaseServer(): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = "/postgres";
    return { adminUrl: url.toString(), stop: () => Promise.resolve() };
  }
  // Loaded only when needed: the package ends the process on SIGTERM once its own server
  // has stopped, which would cut short the caller's cleanup when there is nothing to stop.
  const { startEmbeddedPostgres } = await import("../db/embedded");
  const dataDir = mkdtempSync(path.join(tmpdir(), "toolkit-test-pg-"));
  // mkdtemp makes it 0700; when run as root, PostgreSQL runs as the postgres user and must enter it.
  chmodSync(dataDir, 0o755);
  // If that exit comes first, the stopped server's files still go.
  process.once("exit", () => rmSync(dataDir, { recursive: true, force: true }));
  const embedded = await startEmbeddedPostgres(dataDir, "postgres");
  return {
    adminUrl: embedded.url,
    stop: async () => {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
