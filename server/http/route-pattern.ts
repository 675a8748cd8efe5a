import type { Response } from "express";

/** `res.locals` key of the contract route a request matched, e.g. `GET /api/set-lists/:id`. */
export const ROUTE_PATTERN = "contractRoute";

/** The contract route a request matched, once the router has matched one. */
export const matchedRoute = (res: Response): string | undefined => res.locals[ROUTE_PATTERN] as string | undefined;
