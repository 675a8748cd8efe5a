import { z } from "zod";
import { jokeNoteIdSchema } from "../joke-notes/joke-note-input";
import { jokePerformanceSchema, performanceSchema } from "../performances/performance-dto";
import { performanceIdSchema, performanceInputSchema, performanceListQuerySchema } from "../performances/performance-input";
import { defineRoute, defineRouteGroup } from "./route";

export const performancesApi = defineRouteGroup({
  tag: "Performances",
  description: "The performance log: shows the comedian did, each bit's rating, and each joke's history on stage.",
  routes: {
    jokeHistory: defineRoute({
      method: "GET",
      path: "/api/joke-notes/:id/performances",
      summary: "A joke's history on stage: each show it was done in and its rating, newest first",
      access: "user",
      params: jokeNoteIdSchema,
      responses: { 200: z.array(jokePerformanceSchema) },
    }),
    list: defineRoute({
      method: "GET",
      path: "/api/performances",
      summary: "The logged shows, newest first (the newest `limit` of them when given)",
      access: "user",
      query: performanceListQuerySchema,
      responses: { 200: z.array(performanceSchema) },
    }),
    create: defineRoute({
      method: "POST",
      path: "/api/performances",
      summary: "Log a show with each bit's rating",
      access: "user",
      body: performanceInputSchema,
      responses: { 201: performanceSchema },
    }),
    get: defineRoute({
      method: "GET",
      path: "/api/performances/:id",
      summary: "One logged show with its ratings",
      access: "user",
      params: performanceIdSchema,
      responses: { 200: performanceSchema },
    }),
    update: defineRoute({
      method: "PUT",
      path: "/api/performances/:id",
      summary: "Rewrite a logged show whole, ratings included",
      access: "user",
      params: performanceIdSchema,
      body: performanceInputSchema,
      responses: { 200: performanceSchema },
    }),
    remove: defineRoute({
      method: "DELETE",
      path: "/api/performances/:id",
      summary: "Delete a logged show (its jokes stay)",
      access: "user",
      params: performanceIdSchema,
      responses: { 204: null },
    }),
  },
});
