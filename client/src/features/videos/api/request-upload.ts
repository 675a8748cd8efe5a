import type { UploadTicket } from "@shared/videos/video-dto";
import { ApiError } from "@/data/http/api-error";
import { requestVideoUpload } from "@/data/videos/endpoints";

/** Step one of an upload: where to PUT the file. Failures read as the spec words them. */
export async function requestUpload(input: Parameters<typeof requestVideoUpload>[0]["body"], signal?: AbortSignal): Promise<UploadTicket> {
  let ticket: UploadTicket;
  try {
    ticket = await requestVideoUpload({ body: input }, { signal });
  } catch (error) {
    if (error instanceof ApiError) {
      throw new Error(`Failed to get upload URL: ${error.status}${error.serverMessage ? ` (${error.serverMessage})` : ""}`);
    }
    throw error;
  }
  if (!ticket.uploadURL) throw new Error("No uploadURL in response");
  if (!ticket.objectPath) throw new Error("No object path found - upload may have failed");
  return ticket;
}
