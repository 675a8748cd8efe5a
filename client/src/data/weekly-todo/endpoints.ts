import type { weeklyTodoApi } from "@shared/api/weekly-todo";
import { endpoint } from "../http/endpoint";

type Routes = typeof weeklyTodoApi.routes;

/** A GET by the spec, yet it sends the email now. */
export const triggerWeeklyTodo = endpoint<Routes["trigger"]>("GET", "/api/admin/weekly-todo/trigger");
