import type pg from "pg";
import { limitersFor } from "../../http/rate-limit";

const DAY = 24 * 60 * 60;

/** Cost control: calls to the model per comedian per day (AI_DAILY_LIMIT), counted in PostgreSQL. */
export const aiLimits = (pool: pg.Pool, dailyLimit: number, scale = 1) =>
  limitersFor(
    pool,
    {
      dailyByUser: {
        name: "ai_daily_user",
        points: dailyLimit,
        durationSeconds: DAY,
        message: `You've used today's ${dailyLimit} AI Writing Assistant requests. Please try again tomorrow.`,
      },
    },
    scale,
  );

export type AiLimits = ReturnType<typeof aiLimits>;
