import type { RequestHandler } from "express";
import { forbidden, unauthenticated } from "../domain/domain-error";

export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : unauthenticated());
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(unauthenticated());
  next(req.user.isAdmin ? undefined : forbidden("Admin access required."));
};

/** The signed-in user's id; only call behind requireUser. */
export function currentUserId(req: Express.Request): number {
  if (!req.user) throw unauthenticated();
  return req.user.id;
}

/** The signed-in user's row; only call on a route whose access is "user" or "admin". */
export function currentUser(req: Express.Request): Express.User {
  if (!req.user) throw unauthenticated();
  return req.user;
}
