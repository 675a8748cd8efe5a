import { Router } from "express";
import { createVideoSchema, requestUploadSchema, updateVideoSchema, videoIdParams } from "@shared/videos/video-input";
import { currentUserId, requireAdmin } from "../../auth/require-user";
import { parseInput } from "../../http/validate";
import * as videos from "./videos.service";

/** The admin panel's Video Management: every route is for administrators, each sees their own uploads. */
export function videoRoutes(deps: videos.VideoDeps): Router {
  const router = Router();
  router.use(requireAdmin);
  const id = (params: unknown) => parseInput(videoIdParams, params).id;

  router.post("/upload", async (req, res) => {
    res.json(await videos.requestUpload(deps, currentUserId(req), parseInput(requestUploadSchema, req.body)));
  });

  router.get("/", async (req, res) => {
    res.json(await videos.listVideos(deps, currentUserId(req)));
  });

  router.post("/", async (req, res) => {
    res.status(201).json(await videos.saveVideo(deps, currentUserId(req), parseInput(createVideoSchema, req.body)));
  });

  router.patch("/:id", async (req, res) => {
    res.json(await videos.updateVideo(deps, currentUserId(req), id(req.params), parseInput(updateVideoSchema, req.body)));
  });

  router.delete("/:id", async (req, res) => {
    await videos.deleteVideo(deps, currentUserId(req), id(req.params));
    res.status(204).end();
  });

  return router;
}
