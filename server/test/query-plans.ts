// What PostgreSQL plans for the statements a piece of the app sends, read with EXPLAIN.
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import * as schema from "@shared/schema/index";
import type { Db } from "../db/client";

export interface Statement {
  query: string;
  params: unknown[];
}

/** A database on the pool that keeps every statement sent through it (run something, then read `statements`). */
export function recordingDb(pool: pg.Pool): { db: Db; statements: Statement[] } {
  const statements: Statement[] = [];
  const db = drizzle({
    client: pool,
    schema,
    casing: "snake_case",
    logger: { logQuery: (query, params) => statements.push({ query, params }) },
  });
  return { db, statements };
}

/** One node of EXPLAIN (FORMAT JSON)'s plan. */
export interface PlanNode {
  "Node Type": string;
  "Parent Relationship"?: string;
  "Relation Name"?: string;
  "Index Name"?: string;
  /** The planner's estimate of the rows it gives. */
  "Plan Rows"?: number;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Join Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  Plans?: PlanNode[];
}

/** The statement's plan (executed and measured when `analyze`), on a connection whose statements stop after 30 s. */
export async function planOf(pool: pg.Pool, statement: Statement, analyze = false): Promise<PlanNode> {
  const client = await pool.connect();
  try {
    await client.query("SET statement_timeout = '30s'");
    const { rows } = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON${analyze ? ", ANALYZE" : ""}) ${statement.query}`,
      statement.params,
    );
    return rows[0]!["QUERY PLAN"][0].Plan;
  } finally {
    await client.query("RESET statement_timeout").catch(() => undefined);
    client.release();
  }
}

const isScan = (node: PlanNode) => node["Relation Name"] !== undefined;

/**
 * The scans of `tables` that run once for each row of something else: the inner side of a
 * nested loop, and correlated subqueries. Each says its table, how it scans and by which index.
 */
export function repeatedScans(plan: PlanNode, tables: readonly string[]): string[] {
  const found: string[] = [];
  const visit = (node: PlanNode, repeated: boolean) => {
    if (repeated && isScan(node) && tables.includes(node["Relation Name"]!)) {
      found.push(`${node["Node Type"]} on ${node["Relation Name"]}${node["Index Name"] ? ` using ${node["Index Name"]}` : ""}`);
    }
    const children = node.Plans ?? [];
    children.forEach((child, index) => {
      const inner = node["Node Type"] === "Nested Loop" && index === 1;
      visit(child, repeated || inner || child["Parent Relationship"] === "SubPlan");
    });
  };
  visit(plan, false);
  return found;
}

/** Rows every scan of an executed plan read, over all its loops (those its filters then dropped included). */
export function rowsVisited(plan: PlanNode): number {
  const own = isScan(plan) || plan["Node Type"] === "Bitmap Index Scan"
    ? ((plan["Actual Rows"] ?? 0) + (plan["Rows Removed by Filter"] ?? 0) + (plan["Rows Removed by Index Recheck"] ?? 0)) * (plan["Actual Loops"] ?? 1)
    : 0;
  return own + (plan.Plans ?? []).reduce((sum, child) => sum + rowsVisited(child), 0);
}
