import type { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from "zod-openapi";
import { apiErrorSchema } from "@shared/api/api-error";
import { isRawContent, type AnswerContent, type ApiRoute, type RouteGroup } from "@shared/api/route";

const SECURITY_BY_ACCESS: Record<ApiRoute["access"], Record<string, string[]>[]> = {
  public: [],
  user: [{ session: [] }],
  admin: [{ session: [] }],
  "admin-or-token": [{ session: [] }, { metricsToken: [] }],
  webhook: [],
  "signed-url": [],
};

const errorAnswer = (description: string) => ({ description, content: { "application/json": { schema: apiErrorSchema } } });

function content(answer: AnswerContent) {
  if (answer === null) return undefined;
  if (isRawContent(answer)) return { [answer.raw]: { schema: { type: "string" as const, format: "binary" } } };
  return { "application/json": { schema: answer } };
}

function answerDescription(status: number, answer: AnswerContent): string {
  if (isRawContent(answer)) return answer.description ?? "The file";
  if (status >= 400) return "Refused; the body says why";
  return status === 204 ? "Done; no body" : "Success";
}

function responses(route: ApiRoute): ZodOpenApiResponsesObject {
  const answers: Record<string, ZodOpenApiResponsesObject["default"]> = {};
  for (const [status, answer] of Object.entries(route.responses)) {
    const body = content(answer);
    answers[status] = { description: answerDescription(Number(status), answer), ...(body ? { content: body } : {}) };
  }
  if (route.params || route.query || route.body) answers["400"] = errorAnswer("The input is invalid; `errors` names each field");
  if (route.access === "user" || route.access === "admin") answers["401"] = errorAnswer("Not signed in");
  if (route.access === "admin") answers["403"] = errorAnswer("Signed in, but not an admin");
  if (route.method !== "GET" && route.access !== "webhook") answers["403"] ??= errorAnswer("A cross-site request (no or a foreign Origin)");
  answers["503"] ??= errorAnswer("The database is unreachable for now; try again shortly");
  answers.default = errorAnswer("Any other error");
  return answers as ZodOpenApiResponsesObject;
}

function operation(route: ApiRoute, tag: string, operationId: string): ZodOpenApiOperationObject {
  const body = route.body;
  const headers = Object.entries(route.headers ?? {});
  return {
    operationId,
    tags: [tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    security: route.signedBy ? [{ [`${route.signedBy}Signature`]: [] }] : SECURITY_BY_ACCESS[route.access],
    requestParams: {
      ...(route.params ? { path: route.params as z.ZodObject } : {}),
      ...(route.query ? { query: route.query as z.ZodObject } : {}),
    },
    ...(headers.length > 0
      ? { parameters: headers.map(([name, description]) => ({ in: "header" as const, name, description, required: false, schema: { type: "string" as const } })) }
      : {}),
    ...(body
      ? {
          requestBody: {
            required: true,
            content: isRawContent(body)
              ? { [body.raw]: { schema: { type: "string" as const, format: "binary" } } }
              : { [route.bodyEncoding ?? "application/json"]: { schema: body } },
            ...(isRawContent(body) && body.description ? { description: body.description } : {}),
          },
        }
      : {}),
    responses: responses(route),
  };
}

/** `/api/set-lists/:id` → `/api/set-lists/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

const camel = (text: string) => text.replace(/[^A-Za-z0-9]+(.)/g, (_m, c: string) => c.toUpperCase()).replace(/^./, (c) => c.toLowerCase());

/** The OpenAPI 3.1 document of every route in the contract. */
export function openApiDocument(groups: readonly RouteGroup[], version: string) {
  const paths: ZodOpenApiPathsObject = {};
  for (const group of groups) {
    for (const [name, route] of Object.entries(group.routes)) {
      const item = (paths[openApiPath(route.path)] ??= {});
      const method = route.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
      if (item[method]) throw new Error(`${route.method} ${route.path} is declared twice`);
      item[method] = operation(route, group.tag, `${camel(group.tag)}.${name}`);
    }
  }
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "Comedy-writing toolkit API",
      version,
      description:
        "The API the toolkit's own pages use. Sign in with `POST /api/login` and send the session cookie it sets; " +
        "a request that changes something must also send an `Origin` header naming the site.",
    },
    tags: groups.map((group) => ({ name: group.tag, description: group.description })),
    paths,
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "toolkit.sid", description: "The session cookie `POST /api/login` sets" },
        twilioSignature: { type: "apiKey", in: "header", name: "X-Twilio-Signature", description: "Twilio's signature of an incoming SMS webhook" },
        metricsToken: { type: "http", scheme: "bearer", description: "METRICS_TOKEN, for a Prometheus scraper" },
        stripeSignature: { type: "apiKey", in: "header", name: "Stripe-Signature", description: "Stripe's signature of a billing webhook" },
      },
    },
  });
}
