import type { UploadTicket } from "@shared/videos/video-dto";
import { ApiError } from "@/api/api-error";
import { apiRequest } from "@/api/api-request";

export interface RequestUploadInput {
  filename: string;
  contentType: string;
  size: number;
}

/** Step one of an upload: where to PUT the file. Failures read as the spec words them. */
export async function requestUpload(input: RequestUploadInput, signal?: AbortSignal): Promise<UploadTicket> {
  let res: Response;
  try {
    res = await apiRequest("POST", "/api/videos/upload", input, { signal });
  } catch (error) {
    if (error instanceof ApiError) {
      throw new Error(`Failed to get upload URL: ${error.status}${error.serverMessage ? ` (${error.serverMessage})` : ""}`);
    }
    throw error;
  }
  const ticket = (await res.json()) as Partial<UploadTicket>;
  if (!ticket.uploadURL) throw new Error("No uploadURL in response");
  if (!ticket.objectPath) throw new Error("No object path found - upload may have failed");
  return ticket as UploadTicket;
}
