import { and, eq, gte, sql } from "drizzle-orm";
import { users, userSessions, type User } from "@shared/schema/index";
import type { Db } from "../../db/client";

type Executor = Pick<Db, "execute">;

/** Ends every stored session of the user (but `exceptSid`, the one making the change). */
export async function endSessions(db: Executor, userId: number, exceptSid?: string): Promise<void> {
  await db.execute(sql`
    DELETE FROM user_sessions
    WHERE user_id = ${userId}
      ${exceptSid ? sql`AND sid <> ${exceptSid}` : sql``}`);
}

/**
 * A live session and its signed-in user, in one statement (the user is null for a session
 * with no one signed in, or whose account is gone). Undefined when there is no live session.
 */
export async function findSessionWithUser(db: Db, sid: string): Promise<{ sess: unknown; user: User | null } | undefined> {
  const [row] = await sessionWithUser(db).execute({ sid });
  return row;
}

/**
 * Every signed-in request runs this statement, so it is built once per database handle and
 * prepared under a name: neither drizzle nor PostgreSQL parses and plans it again.
 */
const prepared = new WeakMap<Db, ReturnType<typeof prepareSessionWithUser>>();

const prepareSessionWithUser = (db: Db) =>
  db
    .select({ sess: userSessions.sess, user: users })
    .from(userSessions)
    .leftJoin(users, eq(users.id, userSessions.userId))
    .where(and(eq(userSessions.sid, sql.placeholder("sid")), gte(userSessions.expire, sql`now()`)))
    .prepare("session_with_user");

function sessionWithUser(db: Db) {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareSessionWithUser(db);
    prepared.set(db, statement);
  }
  return statement;
}
