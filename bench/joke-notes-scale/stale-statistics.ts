// The same reads on a site of other comedians, for a comedian whose file grew by one statement
// after the statistics were taken (as on a large site, where autovacuum never looks again), and
// the time one statement of 5,000 and of 50,000 new notes takes (docs/decisions/048).
import pg from "pg";
import { benchDatabase } from "../lib/database";
import { startChildServer } from "../lib/child-server";
import { seedNotes } from "../../server/test/seed-joke-notes";

export interface StaleSample {
  times: number[];
}

export interface StaleReport {
  /** Seconds one statement took, by how many notes it inserted. */
  inserts: Map<number, number>;
  /** The big comedian's reads, with the statistics from before their file grew. */
  big: Record<string, StaleSample | undefined>;
  /** Another comedian's reads before and after the big one's file grew. */
  otherBefore: Record<string, StaleSample | undefined>;
  otherAfter: Record<string, StaleSample | undefined>;
}

type Reads = (base: string, cookie: string, size: number, runs: number) => Promise<Record<string, StaleSample | undefined>>;

export async function staleStatistics(options: {
  others: number;
  othersNotes: number;
  sizes: [small: number, big: number];
  runs: number;
  reads: Reads;
  signUp: (base: string, email: string) => Promise<{ cookie: string; id: number }>;
}): Promise<StaleReport> {
  const database = await benchDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const app = await startChildServer("bench/lib/app-server.ts", { DATABASE_URL: database.url });
  const base = `http://127.0.0.1:${app.port}`;
  try {
    await pool.query("ALTER TABLE joke_notes SET (autovacuum_enabled = false); ALTER TABLE joke_note_places SET (autovacuum_enabled = false)");
    let firstOther: { cookie: string; id: number } | undefined;
    for (let i = 0; i < options.others; i += 1) {
      const other = await options.signUp(base, `other-${i}@example.com`);
      firstOther ??= other;
      await seedNotes(pool, other.id, options.othersNotes, { analyze: false });
    }
    await pool.query("ANALYZE");
    const otherBefore = await options.reads(base, firstOther!.cookie, options.othersNotes, options.runs);
    const inserts = new Map<number, number>();
    let big: { cookie: string; id: number } | undefined;
    for (const size of options.sizes) {
      const comedian = await options.signUp(base, `grown-${size}@example.com`);
      const started = performance.now();
      await seedNotes(pool, comedian.id, size, { analyze: false });
      inserts.set(size, (performance.now() - started) / 1000);
      big = comedian;
    }
    const bigSize = options.sizes[1];
    return {
      inserts,
      big: await options.reads(base, big!.cookie, bigSize, options.runs),
      otherBefore,
      otherAfter: await options.reads(base, firstOther!.cookie, options.othersNotes, options.runs),
    };
  } finally {
    app.stop();
    await pool.end();
    await database.drop();
  }
}
