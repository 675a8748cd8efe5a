import type { videosApi } from "@shared/api/videos";
import { endpoint } from "../http/endpoint";

/** The admin's video library. The file itself goes straight to the ticket's signed URL, not through these. */

type Routes = typeof videosApi.routes;

export const getVideos = endpoint<Routes["list"]>("GET", "/api/videos");
/** Step one of an upload: where to PUT the file, and with which headers. */
export const requestVideoUpload = endpoint<Routes["requestUpload"]>("POST", "/api/videos/upload");
/** The last step: the uploaded file saved as a video, with its details. */
export const saveVideo = endpoint<Routes["create"]>("POST", "/api/videos");
export const updateVideo = endpoint<Routes["update"]>("PATCH", "/api/videos/:id");
export const deleteVideo = endpoint<Routes["remove"]>("DELETE", "/api/videos/:id");
