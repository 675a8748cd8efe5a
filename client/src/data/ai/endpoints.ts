import type { aiApi } from "@shared/api/ai";
import { endpoint } from "../http/endpoint";

type Routes = typeof aiApi.routes;

export const enhanceIdea = endpoint<Routes["enhanceIdea"]>("POST", "/api/ai/enhance-idea");
export const generateIdeas = endpoint<Routes["generateIdeas"]>("POST", "/api/ai/generate-ideas");
export const generatePunchlines = endpoint<Routes["generatePunchlines"]>("POST", "/api/ai/generate-punchlines");
export const generateSimiles = endpoint<Routes["generateSimiles"]>("POST", "/api/ai/generate-similes");
export const getTopicalPrompts = endpoint<Routes["topicalPrompts"]>("POST", "/api/ai/topical-prompts");
