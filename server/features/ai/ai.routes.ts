import { Router, type Request, type Response } from "express";
import type { z } from "zod";
import {
  enhanceIdeaSchema,
  generateIdeasSchema,
  generatePunchlinesSchema,
  generateSimilesSchema,
  topicalPromptsSchema,
} from "@shared/ai/ai-input";
import { requireUser } from "../../auth/require-user";
import { unauthorized } from "../../http/http-error";
import { parseInput } from "../../http/validate";
import * as ai from "./ai.service";

/** Aborted when the comedian cancels (the browser drops the request), so the model call stops too. */
function abortOnClose(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

function caller(req: Request): ai.AiCaller {
  if (!req.user) throw unauthorized();
  return req.user;
}

export function aiRoutes(deps: ai.AiDeps): Router {
  const router = Router();
  router.use("/ai", requireUser);

  const post = <S extends z.ZodType, A>(
    path: string,
    schema: S,
    run: (deps: ai.AiDeps, caller: ai.AiCaller, input: z.infer<S>, signal: AbortSignal) => Promise<A>,
  ) =>
    router.post(`/ai/${path}`, async (req, res) => {
      const input = parseInput(schema, req.body);
      res.json(await run(deps, caller(req), input, abortOnClose(res)));
    });

  post("generate-punchlines", generatePunchlinesSchema, ai.generatePunchlines);
  post("enhance-idea", enhanceIdeaSchema, ai.enhanceIdea);
  post("topical-prompts", topicalPromptsSchema, ai.topicalPrompts);
  post("generate-ideas", generateIdeasSchema, ai.generateIdeas);
  post("generate-similes", generateSimilesSchema, ai.generateSimiles);

  return router;
}
