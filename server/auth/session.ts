import connectPgSimple from "connect-pg-simple";
import type { Request, RequestHandler } from "express";
import session, { type SessionData } from "express-session";
import type pg from "pg";
import type { User } from "@shared/schema/index";
import { handOverSessionUser } from "./session-user";

export const SESSION_COOKIE = "toolkit.sid";

/** Whether the request carries a session cookie at all (not whether the session is valid). */
export const hasSessionCookie = (req: Request) =>
  (req.headers.cookie ?? "").split(";").some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));

/** The session cookie's flags: the logout answer clears it with the same ones. */
export const sessionCookieFlags = (secure: boolean) => ({ path: "/", httpOnly: true, sameSite: "lax" as const, secure });
const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SessionOptions {
  pool: pg.Pool;
  /** A live session and its signed-in user, read together (the account feature provides it). */
  loadSession: (sid: string) => Promise<{ sess: unknown; user: User | null } | undefined>;
  secret: string;
  secureCookie: boolean;
  /** Seconds between sweeps of expired sessions; false in tests. */
  pruneIntervalSeconds: number | false;
}

/**
 * Sessions live in PostgreSQL so any instance can serve any request. An unchanged session
 * is not written back (no touch); instead a signed-in session is refreshed once a day,
 * which keeps it alive for 30 days after the last visit.
 */
export function sessionMiddleware(options: SessionOptions): { middleware: RequestHandler; close: () => void } {
  const PgStore = connectPgSimple(session);
  /**
   * connect-pg-simple, but a session is read together with its user in one statement; the
   * user goes to passport's deserializer (session-user.ts) instead of a second query.
   */
  class SessionWithUserStore extends PgStore {
    override get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
      options.loadSession(sid).then(
        (row) => {
          handOverSessionUser(row?.user ?? null);
          callback(null, (row?.sess as SessionData | undefined) ?? null);
        },
        (error: unknown) => callback(error),
      );
    }
  }
  const store = new SessionWithUserStore({
    pool: options.pool,
    tableName: "user_sessions",
    createTableIfMissing: false,
    disableTouch: true,
    pruneSessionInterval: options.pruneIntervalSeconds,
  });
  const middleware = session({
    store,
    name: SESSION_COOKIE,
    secret: options.secret,
    resave: false,
    saveUninitialized: false,
    cookie: { ...sessionCookieFlags(options.secureCookie), maxAge: SESSION_DAYS * DAY_MS },
  });
  return { middleware, close: () => store.close() };
}

export const refreshSessionDaily: RequestHandler = (req, _res, next) => {
  if (req.user && req.session) {
    const now = Date.now();
    if (!req.session.refreshedAt || now - req.session.refreshedAt > DAY_MS) req.session.refreshedAt = now;
  }
  next();
};
