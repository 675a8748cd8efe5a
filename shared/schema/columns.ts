import { timestamp } from "drizzle-orm/pg-core";

/** Timestamps shared by most tables; `updatedAt` is also set by every repository write. */
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
/** Free-tier data expiry: set while the owner is on the free tier. */
export const expiresAt = () => timestamp({ withTimezone: true });
