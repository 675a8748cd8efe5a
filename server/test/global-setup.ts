import pg from "pg";
import type { TestProject } from "vitest/node";
import { applyMigrations } from "../db/migrate";
import { databaseUrl, testDatabaseServer, withAdminClient } from "./database-server";

declare module "vitest" {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

/** Starts (or finds) PostgreSQL and builds a migrated template; each test file copies it. */
export default async function setup(project: TestProject) {
  const server = await testDatabaseServer();
  const template = `toolkit_template_${process.pid}`;
  await withAdminClient(server.adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${template}`);
    await client.query(`CREATE DATABASE ${template}`);
  });
  const pool = new pg.Pool({ connectionString: databaseUrl(server.adminUrl, template), max: 1 });
  await applyMigrations(pool);
  await pool.end();
  project.provide("adminDatabaseUrl", server.adminUrl);
  project.provide("templateDatabase", template);
  return async () => {
    await withAdminClient(server.adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
    await server.stop();
  };
}
