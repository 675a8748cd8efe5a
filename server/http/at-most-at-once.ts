import type { RequestHandler } from "express";
import { tooManyRequests } from "./http-error";

/**
 * Lets at most `limit` requests through at once on this instance; past it the answer is 429
 * with `Retry-After` and the message. A place is given back once the answer is sent or the
 * client goes away.
 */
export function atMostAtOnce(limit: number, message: string, retryAfterSeconds: number): RequestHandler {
  let running = 0;
  return (_req, res, next) => {
    if (running >= limit) {
      // The body still on its way is not read: the connection ends with the answer.
      res.set("Connection", "close");
      next(tooManyRequests(message, retryAfterSeconds));
      return;
    }
    running += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      running -= 1;
    };
    res.once("finish", release);
    res.once("close", release);
    next();
  };
}
