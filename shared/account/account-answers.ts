import { z } from "zod";
import { publicUserSchema } from "./public-user-dto";

/** An account action done: what to tell the person. */
export const accountMessageSchema = z.object({ message: z.string() });

/** GET /api/session: who is signed in, or null: a visitor's first read is a 200, never a console error. */
export const sessionSchema = z.object({ user: publicUserSchema.nullable() });

/** GET /api/verify-reset-token/{token}: the link can still be used (any other case is an error). */
export const resetTokenValidSchema = z.object({ valid: z.literal(true) });

/** POST /api/phone/verify-confirm: the number is verified, and the user now carries it. */
export const phoneVerifiedSchema = z.object({ message: z.string(), user: publicUserSchema });
