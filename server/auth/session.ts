import connectPgSimple from "connect-pg-simple";
import type { RequestHandler } from "express";
import session from "express-session";
import type pg from "pg";

export const SESSION_COOKIE = "toolkit.sid";
const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SessionOptions {
  pool: pg.Pool;
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
  const store = new PgStore({
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
    cookie: {
      httpOnly: true,
      sameSite: "lax",
      secure: options.secureCookie,
      maxAge: SESSION_DAYS * DAY_MS,
    },
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
