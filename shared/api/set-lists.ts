import { z } from "zod";
import { setListSchema, setListSummarySchema } from "../set-lists/set-list-dto";
import { createSetListSchema, setListIdSchema, setListItemsSchema, updateSetListSchema } from "../set-lists/set-list-input";
import { defineRoute, defineRouteGroup } from "./route";

export const setListsApi = defineRouteGroup({
  tag: "Set lists",
  description: "Running orders of joke notes for a show, with a target length.",
  routes: {
    list: defineRoute({
      method: "GET",
      path: "/api/set-lists",
      summary: "List the comedian's set lists (without their bits)",
      access: "user",
      responses: { 200: z.array(setListSummarySchema) },
    }),
    create: defineRoute({
      method: "POST",
      path: "/api/set-lists",
      summary: "Create a set list, optionally with its first bits",
      access: "user",
      body: createSetListSchema,
      responses: { 201: setListSchema },
    }),
    get: defineRoute({
      method: "GET",
      path: "/api/set-lists/:id",
      summary: "A set list with its bits in running order",
      access: "user",
      params: setListIdSchema,
      responses: { 200: setListSchema },
    }),
    replaceItems: defineRoute({
      method: "PUT",
      path: "/api/set-lists/:id/items",
      summary: "Replace the running order (reorder, add or remove bits)",
      access: "user",
      params: setListIdSchema,
      body: setListItemsSchema,
      responses: { 200: setListSchema },
    }),
    update: defineRoute({
      method: "PUT",
      path: "/api/set-lists/:id",
      summary: "Rename a set list or change its target",
      access: "user",
      params: setListIdSchema,
      body: updateSetListSchema,
      responses: { 200: setListSchema },
    }),
    remove: defineRoute({
      method: "DELETE",
      path: "/api/set-lists/:id",
      summary: "Delete a set list (its joke notes stay)",
      access: "user",
      params: setListIdSchema,
      responses: { 204: null },
    }),
  },
});
