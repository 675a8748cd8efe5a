import { parseEnv } from "../config/env";
import { logger } from "../logger";
import { connect } from "./client";
import { startEmbeddedPostgres } from "./embedded";
import { applyMigrations } from "./migrate";

const env = parseEnv();
const embedded = env.DATABASE_URL ? undefined : await startEmbeddedPostgres(env.DATA_DIR);
const { pool } = connect(env.DATABASE_URL ?? embedded!.url);
try {
  await applyMigrations(pool);
  logger.info("migrations applied");
} finally {
  await pool.end();
  await embedded?.stop();
}
