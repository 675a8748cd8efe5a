import type { setListsApi } from "@shared/api/set-lists";
import { endpoint } from "../http/endpoint";

type Routes = typeof setListsApi.routes;

/** The comedian's set lists, without their bits. */
export const getSetLists = endpoint<Routes["list"]>("GET", "/api/set-lists");
export const createSetList = endpoint<Routes["create"]>("POST", "/api/set-lists");
/** One set list with its bits in running order. */
export const getSetList = endpoint<Routes["get"]>("GET", "/api/set-lists/:id");
export const replaceSetListItems = endpoint<Routes["replaceItems"]>("PUT", "/api/set-lists/:id/items");
export const updateSetList = endpoint<Routes["update"]>("PUT", "/api/set-lists/:id");
export const deleteSetList = endpoint<Routes["remove"]>("DELETE", "/api/set-lists/:id");
