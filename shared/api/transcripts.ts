import { recordingIdParams } from "../recordings/recording-input";
import { correctTranscriptSchema, transcriptSchema } from "../transcripts/transcript-dto";
import { apiErrorSchema } from "./api-error";
import { defineRoute, defineRouteGroup } from "./route";

export const transcriptsApi = defineRouteGroup({
  tag: "Transcripts",
  description:
    "What was said in a recorded set, word by word with times, made by an OpenAI-compatible speech-to-text service after the audio is complete: each bit's words against its joke note, and each laugh placed after the word it followed.",
  routes: {
    get: defineRoute({
      method: "GET",
      path: "/api/recordings/:id/transcript",
      summary: "A recording's transcript, by bit, with the laughs on the words",
      description:
        "`status`: off (the site has no transcription service), waiting, working, done or failed (with a `message` a comedian can read). Another comedian's recording answers 404.",
      access: "user",
      params: recordingIdParams,
      responses: { 200: transcriptSchema },
    }),
    correct: defineRoute({
      method: "PUT",
      path: "/api/recordings/:id/transcript",
      summary: "Replace the transcript's words with the comedian's corrections",
      description:
        "Words in time order, within the recording's length. The bits' comparison is worked out again; a later run of the service never overwrites corrected words. 409 while the transcript is not made yet.",
      access: "user",
      params: recordingIdParams,
      body: correctTranscriptSchema,
      responses: { 200: transcriptSchema, 409: apiErrorSchema },
    }),
    retry: defineRoute({
      method: "POST",
      path: "/api/recordings/:id/transcript/retry",
      summary: "Make a failed (or off) transcript again",
      description: "409 when the site has no transcription service, or when the transcript is waiting, being made or made already.",
      access: "user",
      params: recordingIdParams,
      responses: { 202: transcriptSchema, 409: apiErrorSchema },
    }),
  },
});
