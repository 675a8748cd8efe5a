import type { z } from "zod";

/**
 * The API's contract: every `/api` route declared once, with the schemas of what it takes and
 * what it answers. The server registers its handlers from these declarations and validates
 * input with them; the client's fetchers are typed by them (type-only, so no schema reaches
 * the browser's first load); `GET /api/openapi.json` is generated from them.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call a route: anyone, a signed-in comedian, an admin, or an outside service that
 * signs its request (Twilio, Stripe), a holder of a signed URL, or (metrics) an admin or a
 * scraper with the configured bearer token; the route checks the last itself.
 */
export type Access = "public" | "user" | "admin" | "admin-or-token" | "webhook" | "signed-url";

/** A body or an answer that is not JSON: a file, an audio chunk, a signed form, a stream. */
export interface RawContent {
  readonly raw: string;
  readonly description?: string;
}

export const raw = (contentType: string, description?: string): RawContent => ({ raw: contentType, description });

/** An answer: a JSON schema, raw content, or `null` for no body (204). */
export type AnswerContent = z.ZodType | RawContent | null;

export interface ApiRoute {
  readonly method: HttpMethod;
  /** Express syntax (`/api/set-lists/:id`); the OpenAPI document writes `{id}`. */
  readonly path: `/api${string}`;
  readonly summary: string;
  readonly description?: string;
  readonly access: Access;
  /** For a webhook: the outside service whose signature the route checks. */
  readonly signedBy?: "twilio" | "stripe";
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType | RawContent;
  /** How a schema body is encoded, when not JSON (Twilio posts a form). */
  readonly bodyEncoding?: "application/x-www-form-urlencoded";
  /** Request headers the route reads (name → what it means), documented in OpenAPI. */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Answers by status. The lowest 2xx is the one a handler's plain return sends; a 4xx listed
   * here documents an error answer with a body of its own (e.g. 412 with the note as it is now).
   */
  readonly responses: Readonly<Record<number, AnswerContent>>;
}

/** Declares one route, keeping its literal method and path for the client's type checks. */
export const defineRoute = <const R extends ApiRoute>(route: R): R => route;

/** A resource's routes, under one OpenAPI tag. */
export interface RouteGroup<R extends Record<string, ApiRoute> = Record<string, ApiRoute>> {
  readonly tag: string;
  readonly description: string;
  readonly routes: R;
}

export const defineRouteGroup = <const R extends Record<string, ApiRoute>>(group: RouteGroup<R>): RouteGroup<R> => group;

export const isRawContent = (content: unknown): content is RawContent =>
  typeof content === "object" && content !== null && "raw" in content && typeof (content as RawContent).raw === "string";

/** `/api/set-lists/:id/items` → `"id"`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type SuccessStatus<R extends ApiRoute> = Extract<keyof R["responses"], 200 | 201 | 202 | 204>;
type ContentValue<C> = C extends z.ZodType ? z.output<C> : C extends RawContent ? Response : void;

/** What a route answers with status S. */
export type AnswerAt<R extends ApiRoute, S extends keyof R["responses"]> = ContentValue<R["responses"][S]>;

/** What a route answers on success (the union when it has several success statuses). */
export type Answer<R extends ApiRoute> = ContentValue<R["responses"][SuccessStatus<R>]>;

/** The JSON body a client sends (the schema's input: defaults may be left out). */
export type BodyIn<R extends ApiRoute> = R["body"] extends z.ZodType ? z.input<R["body"]> : R["body"] extends RawContent ? Blob : never;
/** The body as the handler receives it, validated and transformed. */
export type BodyOut<R extends ApiRoute> = R["body"] extends z.ZodType ? z.output<R["body"]> : undefined;
export type QueryIn<R extends ApiRoute> = R["query"] extends z.ZodType ? z.input<R["query"]> : never;
export type QueryOut<R extends ApiRoute> = R["query"] extends z.ZodType ? z.output<R["query"]> : Record<string, never>;
export type ParamsOut<R extends ApiRoute> = R["params"] extends z.ZodType ? z.output<R["params"]> : Record<string, never>;
export type ParamsIn<R extends ApiRoute> = { [K in PathParamNames<R["path"]>]: string | number };
