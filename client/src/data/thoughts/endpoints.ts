import type { thoughtCategoriesApi, thoughtsApi } from "@shared/api/thoughts";
import { endpoint } from "../http/endpoint";

type Routes = typeof thoughtsApi.routes;
type CategoryRoutes = typeof thoughtCategoriesApi.routes;

/** The comedian's thoughts, newest first. */
export const getThoughts = endpoint<Routes["list"]>("GET", "/api/thoughts");
export const createThought = endpoint<Routes["create"]>("POST", "/api/thoughts");
/** A new joke note made from the thought; the thought stays. */
export const promoteThought = endpoint<Routes["promote"]>("POST", "/api/thoughts/:id/promote");
export const updateThought = endpoint<Routes["update"]>("PUT", "/api/thoughts/:id");
export const deleteThought = endpoint<Routes["remove"]>("DELETE", "/api/thoughts/:id");

/** The comedian's categories in their order, with their thought counts. */
export const getThoughtCategories = endpoint<CategoryRoutes["list"]>("GET", "/api/thought-categories");
export const createThoughtCategory = endpoint<CategoryRoutes["create"]>("POST", "/api/thought-categories");
export const reorderThoughtCategories = endpoint<CategoryRoutes["reorder"]>("PUT", "/api/thought-categories/reorder");
export const updateThoughtCategory = endpoint<CategoryRoutes["update"]>("PUT", "/api/thought-categories/:id");
export const deleteThoughtCategory = endpoint<CategoryRoutes["remove"]>("DELETE", "/api/thought-categories/:id");
