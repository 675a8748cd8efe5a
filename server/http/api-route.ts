import type { Request, RequestHandler, Response, Router } from "express";
import { apiErrorSchema } from "@shared/api/api-error";
import { isRawContent, type Answer, type AnswerAt, type ApiRoute, type BodyOut, type ParamsOut, type QueryOut } from "@shared/api/route";
import { requireAdmin, requireUser } from "../auth/require-user";
import { logEndedAfterOutage, wasAnsweredForOutage } from "./database-outage";
import { ROUTE_PATTERN } from "./route-pattern";
import { parseInput } from "./validate";

/** What a handler receives: the request's parts as the contract's schemas made them. */
export interface RouteInput<R extends ApiRoute> {
  /** The signed-in comedian (always there on a user or admin route). */
  userId: R["access"] extends "user" | "admin" ? number : number | undefined;
  params: ParamsOut<R>;
  query: QueryOut<R>;
  body: BodyOut<R>;
  req: Request;
  res: Response;
}

/** An answer with another status than the route's usual one (e.g. 200 where a create is 201). */
export class Reply<S extends number, T> {
  constructor(
    readonly status: S,
    readonly body: T,
  ) {}
}

export const reply = <S extends number, T>(status: S, body: T): Reply<S, T> => new Reply(status, body);

/** A reply with any status the route's contract declares, carrying that status's body. */
type DeclaredReply<R extends ApiRoute> = {
  [S in keyof R["responses"] & number]: Reply<S, AnswerAt<R, S>>;
}[keyof R["responses"] & number];

/** The class of WRITTEN_TO_RES: its private field keeps any other object from passing for it. */
class WrittenToRes {
  private readonly brand = "written to res";
}

/**
 * What a JSON route's handler returns once it has written the answer to `res` itself: JSON it
 * already holds as bytes (built by the database, kept in a cache), a stream of it, or a 304.
 */
export const WRITTEN_TO_RES = new WrittenToRes();

/** A raw answer (a file, a stream) is written to `res` by the handler itself. */
type HandlerResult<R extends ApiRoute> = [Answer<R>] extends [globalThis.Response]
  ? void
  : Answer<R> | DeclaredReply<R> | typeof WRITTEN_TO_RES;

export type RouteHandler<R extends ApiRoute> = (input: RouteInput<R>) => Promise<HandlerResult<R>> | HandlerResult<R>;

const ACCESS_GUARDS: Partial<Record<ApiRoute["access"], RequestHandler>> = { user: requireUser, admin: requireAdmin };

/** Set by the app (tests turn it on): every JSON answer is checked against its contract. */
export const CHECK_ANSWERS = "checkAnswersAgainstContract";

function defaultStatus(route: ApiRoute): number {
  const statuses = Object.keys(route.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300)
    .sort((a, b) => a - b);
  const first = statuses[0];
  if (first === undefined) throw new Error(`${route.method} ${route.path} declares no success answer`);
  return first;
}

/**
 * What is wrong with an answer, against its route's contract: a declared status is checked
 * against its schema, an undeclared error status against the error shape every 4xx and 5xx
 * shares, and an undeclared success status is a drift of its own.
 */
function answerDrift(route: ApiRoute, status: number, body: unknown): string | undefined {
  const declared = route.responses[status];
  if (declared === undefined && status < 400) return `${route.method} ${route.path} answered ${status}, which its contract does not declare`;
  const content = declared ?? apiErrorSchema;
  if (content === null || isRawContent(content)) return undefined;
  const result = content.safeParse(body);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return `${route.method} ${route.path} answered ${status} off its contract: ${issue?.path.join(".") ?? ""} ${issue?.message ?? ""}`;
}

/**
 * With answer checks on (every test app), every JSON answer of the route (success, or an
 * error written by the error handler) is checked as it is sent; a drift is answered as a 500
 * naming it, so the test that met it fails.
 */
function checkAnswersOf(route: ApiRoute, res: Response): void {
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    const drift = answerDrift(route, res.statusCode, body);
    if (drift === undefined) return json(body);
    return json.call(res.status(500), { message: drift });
  };
}

function send(route: ApiRoute, res: Response, result: unknown): void {
  if (result === WRITTEN_TO_RES && !res.headersSent) throw new Error(`${route.method} ${route.path} said it wrote its answer, and wrote none`);
  if (res.headersSent) {
    if (wasAnsweredForOutage(res)) logEndedAfterOutage(res.req, "finished");
    return;
  }
  const replied: Reply<number, unknown> = result instanceof Reply ? (result as Reply<number, unknown>) : new Reply(defaultStatus(route), result);
  const { status, body } = replied;
  if (route.responses[status] === null || body === undefined) res.status(status).end();
  else res.status(status).json(body);
}

/**
 * Registers routes on a router mounted at `base` (e.g. `/api/set-lists`) from their contract:
 * the access rule is enforced, params, query and JSON body are validated by the contract's
 * schemas (400 naming the field), and the handler's return is the answer.
 */
export function contractRoutes(router: Router, base: string) {
  function on<R extends ApiRoute>(route: R, handler: RouteHandler<R>): void;
  function on<R extends ApiRoute>(route: R, middleware: RequestHandler[], handler: RouteHandler<R>): void;
  function on<R extends ApiRoute>(route: R, second: RequestHandler[] | RouteHandler<R>, third?: RouteHandler<R>): void {
    const middleware = Array.isArray(second) ? second : [];
    const handler = (Array.isArray(second) ? third : second) as RouteHandler<R>;
    if (!route.path.startsWith(base)) throw new Error(`${route.path} is not under ${base}`);
    const relative = route.path.slice(base.length) || "/";
    const guard = ACCESS_GUARDS[route.access];
    const handle: RequestHandler = async (req, res) => {
      // Answered 503 ("nothing was saved") while the database was away: when it comes back
      // before the request reaches here, the handler does not run, so that stays true.
      if (wasAnsweredForOutage(res)) {
        logEndedAfterOutage(req, "dropped");
        return;
      }
      const input = {
        userId: req.user?.id,
        params: route.params ? parseInput(route.params, req.params) : {},
        query: route.query ? parseInput(route.query, req.query) : {},
        body: route.body && !isRawContent(route.body) ? parseInput(route.body, req.body) : undefined,
        req,
        res,
      } as RouteInput<R>;
      send(route, res, await handler(input));
    };
    const method = route.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
    // The route's pattern names it in the metrics (never the raw path: ids would explode them).
    const named: RequestHandler = (req, res, next) => {
      res.locals[ROUTE_PATTERN] = `${route.method} ${route.path}`;
      if (req.app.locals[CHECK_ANSWERS] === true) checkAnswersOf(route, res);
      next();
    };
    router[method](relative, named, ...(guard ? [guard] : []), ...middleware, handle);
  }
  return on;
}
