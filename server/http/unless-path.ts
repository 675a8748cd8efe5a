import type { RequestHandler } from "express";

/** A path and everything under it, or a pattern a path must match. */
export type PathRule = string | RegExp;

const matches = (path: string, rule: PathRule) =>
  typeof rule === "string" ? path === rule || path.startsWith(`${rule}/`) : rule.test(path);

/** Runs `handler` for every request except those under `paths` (which parse their own bodies). */
export const unlessPath =
  (paths: PathRule | PathRule[], handler: RequestHandler): RequestHandler =>
  (req, res, next) => {
    if ((Array.isArray(paths) ? paths : [paths]).some((rule) => matches(req.path, rule))) {
      next();
      return;
    }
    handler(req, res, next);
  };
