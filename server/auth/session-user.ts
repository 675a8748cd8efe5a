import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";
import type { User } from "@shared/schema/index";

/**
 * The user row read together with the session (one statement), handed from the session store
 * to passport's deserializer within the same request. The store is not given the request, so
 * the hand-over goes through the request's async context.
 */
const slot = new AsyncLocalStorage<{ user?: User | null }>();

/** Opens the hand-over for one request; mount before the session middleware. */
export const sessionUserScope: RequestHandler = (_req, _res, next) => slot.run({}, next);

export function handOverSessionUser(user: User | null): void {
  const current = slot.getStore();
  if (current) current.user = user;
}

/** The user read with this request's session, if it is the one asked for (and only once). */
export function takeSessionUser(id: number): User | null | undefined {
  const current = slot.getStore();
  const user = current?.user;
  if (current) current.user = undefined;
  if (user === undefined) return undefined;
  return user?.id === id ? user : undefined;
}
