import { Router } from "express";
import { transcriptsApi } from "@shared/api/transcripts";
import { contractRoutes, reply } from "../../http/api-route";
import * as transcripts from "./transcripts.service";

/** A recording's transcript: /api/recordings/{id}/transcript. */
export function transcriptRoutes(deps: transcripts.TranscriptDeps): Router {
  const router = Router();
  const on = contractRoutes(router, "/api");
  const api = transcriptsApi.routes;
  on(api.get, ({ userId, params }) => transcripts.getTranscript(deps, userId, params.id));
  on(api.correct, ({ userId, params, body }) => transcripts.correctTranscript(deps, userId, params.id, body));
  on(api.retry, async ({ userId, params }) => reply(202, await transcripts.retryTranscript(deps, userId, params.id)));
  return router;
}
