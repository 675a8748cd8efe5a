import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

type Executor = Pick<Db, "execute">;

/** Ends every stored session of the user (but `exceptSid`, the one making the change). */
export async function endSessions(db: Executor, userId: number, exceptSid?: string): Promise<void> {
  await db.execute(sql`
    DELETE FROM user_sessions
    WHERE (sess -> 'passport' ->> 'user') = ${String(userId)}
      ${exceptSid ? sql`AND sid <> ${exceptSid}` : sql``}`);
}
