import { errorLogs, type Severity } from "@shared/schema/index";
import type { Db } from "../../db/client";

export interface NewErrorLog {
  message: string;
  stack?: string | undefined;
  severity: Severity;
  context?: Record<string, unknown>;
}

export async function insertErrorLog(db: Db, entry: NewErrorLog): Promise<void> {
  await db.insert(errorLogs).values({
    message: entry.message.slice(0, 2000),
    stack: entry.stack?.slice(0, 10_000),
    severity: entry.severity,
    context: entry.context ? JSON.stringify(entry.context) : null,
  });
}
