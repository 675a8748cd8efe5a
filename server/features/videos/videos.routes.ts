import { Router } from "express";
import { videosApi } from "@shared/api/videos";
import { contractRoutes } from "../../http/api-route";
import * as videos from "./videos.service";

/** The admin panel's Video Management: every route is for administrators, each sees their own uploads. */
export function videoRoutes(deps: videos.VideoDeps): Router {
  const router = Router();
  const on = contractRoutes(router, "/api/videos");
  const api = videosApi.routes;

  on(api.requestUpload, ({ userId, body }) => videos.requestUpload(deps, userId, body));
  on(api.list, ({ userId }) => videos.listVideos(deps, userId));
  on(api.create, ({ userId, body }) => videos.saveVideo(deps, userId, body));
  on(api.update, ({ userId, params, body }) => videos.updateVideo(deps, userId, params.id, body));
  on(api.remove, ({ userId, params }) => videos.deleteVideo(deps, userId, params.id));

  return router;
}
