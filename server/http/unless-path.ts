import type { RequestHandler } from "express";

/** Runs `handler` for every request except those under `path` (which parse their own bodies). */
export const unlessPath =
  (path: string, handler: RequestHandler): RequestHandler =>
  (req, res, next) => {
    if (req.path === path || req.path.startsWith(`${path}/`)) {
      next();
      return;
    }
    handler(req, res, next);
  };
