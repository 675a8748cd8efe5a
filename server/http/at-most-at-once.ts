import type { Request, RequestHandler } from "express";
import { limitReached } from "../domain/domain-error";

/**
 * Lets at most `limit` requests through at once on this instance; past it the answer is 429
 * with `Retry-After` and the message. A place is given back once the answer is sent or the
 * client goes away.
 */
export function atMostAtOnce(limit: number, message: string, retryAfterSeconds: number): RequestHandler {
  return atMostAtOnceEach(() => "everyone", limit, message, retryAfterSeconds);
}

/**
 * The same, counted apart for each key (a signed-in comedian's id, say): one comedian's requests
 * cannot take the places of everyone else's.
 */
export function atMostAtOnceEach(keyOf: (req: Request) => string | number, limit: number, message: string, retryAfterSeconds: number): RequestHandler {
  const running = new Map<string | number, number>();
  return (req, res, next) => {
    const key = keyOf(req);
    if ((running.get(key) ?? 0) >= limit) {
      // The body still on its way is not read: the connection ends with the answer.
      res.set("Connection", "close");
      next(limitReached(message, retryAfterSeconds));
      return;
    }
    running.set(key, (running.get(key) ?? 0) + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (running.get(key) ?? 1) - 1;
      if (left > 0) running.set(key, left);
      else running.delete(key);
    };
    res.once("finish", release);
    res.once("close", release);
    next();
  };
}
