import type { Request, Response } from "express";
import passport, { type PassportStatic } from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import type { User } from "@shared/schema/index";
import { takeSessionUser } from "./session-user";

/** How passport finds people: the account feature provides both. */
export interface UserLookup {
  checkCredentials: (credentials: { email: string; password: string }) => Promise<User | undefined>;
  findUser: (id: number) => Promise<User | undefined>;
}

/** A passport instance of its own per app, so tests can run several apps in one process. */
export function createPassport({ checkCredentials, findUser }: UserLookup): PassportStatic {
  const instance = new passport.Passport() as PassportStatic;
  instance.use(
    new LocalStrategy({ usernameField: "email", passwordField: "password" }, (email, password, done) => {
      checkCredentials({ email, password }).then(
        (user) => done(null, user ?? false),
        (error: unknown) => done(error),
      );
    }),
  );
  instance.serializeUser<number>((user, done) => done(null, user.id));
  // Arity 3: passport passes the request first. The user usually arrived with the session.
  instance.deserializeUser<number>((_req: unknown, id: number, done: (error: unknown, user?: User | false) => void) => {
    const preloaded = takeSessionUser(id);
    if (preloaded !== undefined) return done(null, preloaded ?? false);
    findUser(id).then(
      (user) => done(null, user ?? false),
      (error: unknown) => done(error),
    );
  });
  return instance;
}

const asError = (value: unknown) => (value instanceof Error ? value : new Error("authentication failed", { cause: value }));

export function authenticateLocal(instance: PassportStatic, req: Request, res: Response): Promise<User | undefined> {
  return new Promise((resolve, reject) => {
    const handler = instance.authenticate("local", { session: false }, (error: unknown, user: User | false) => {
      if (error) reject(asError(error));
      else resolve(user || undefined);
    }) as (req: Request, res: Response, next: (error?: unknown) => void) => void;
    handler(req, res, (error) => reject(asError(error)));
  });
}

/** Signs the user in; passport regenerates the session id first (no session fixation). */
export function logIn(req: Request, user: User): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (error) => (error ? reject(asError(error)) : resolve())));
}

/** Signs out and destroys the stored session. */
export function logOut(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.logout((error) => {
      if (error) return reject(asError(error));
      req.session.destroy((destroyError) => (destroyError ? reject(asError(destroyError)) : resolve()));
    }),
  );
}
