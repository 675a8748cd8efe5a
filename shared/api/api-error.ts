import { z } from "zod";

/** Every 4xx and 5xx answer: a message a person can read, and for a 400 the fields at fault. */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    requestId: z.string().optional().describe("On a 5xx: the id an admin finds in the logs and the error log"),
  })
  .meta({ id: "Error" });
