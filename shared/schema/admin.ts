import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { CHAOS_INTERVAL_DEFAULT } from "../chaos/chaos-limits";
import { severities } from "../error-logs/severities";
import { createdAt, oneOf } from "./columns";
import { users } from "./users";

/**
 * One row per distinct error (its fingerprint): when its last alert mail went out and how
 * many times it happened since. Kept in PostgreSQL so that several app instances send one
 * mail per error per window between them, not one each.
 */
export const errorAlerts = pgTable(
  "error_alerts",
  {
    fingerprint: text().primaryKey(),
    lastSentAt: timestamp({ withTimezone: true }).notNull(),
    /** Occurrences since the last mail, sent later as a digest. */
    pendingCount: integer().notNull().default(0),
    lastMessage: text().notNull(),
    lastSeverity: text({ enum: severities }).notNull(),
  },
  (t) => [
    index("error_alerts_pending_idx").on(t.lastSentAt).where(sql`${t.pendingCount} > 0`),
    check("error_alerts_last_severity_check", oneOf(t.lastSeverity, severities)),
  ],
);

/**
 * The chaos monkey's state, one row (id 1): any instance answers the same status, and the
 * instance that claims a tick (by moving last_fired_at) is the one that fires it.
 */
export const chaosState = pgTable(
  "chaos_state",
  {
    id: integer().primaryKey().default(1),
    isRunning: boolean().notNull().default(false),
    intervalSeconds: integer().notNull().default(CHAOS_INTERVAL_DEFAULT),
    startedAt: timestamp({ withTimezone: true }),
    lastFiredAt: timestamp({ withTimezone: true }),
    firedCount: integer().notNull().default(0),
    lastEventId: text(),
    /** Until then the chaos probe route answers slowly. */
    latencyUntil: timestamp({ withTimezone: true }),
    /** Until then the chaos probe route's dependency call fails. */
    dependencyFaultUntil: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("chaos_state_single_row_check", sql`${t.id} = 1`),
    check("chaos_state_interval_check", sql`${t.intervalSeconds} BETWEEN 1 AND 86400`),
  ],
);

/**
 * An upload URL handed out: the object path is the uploader's, so only they can save a
 * video for it, and the declared size and type are what the stored object must match.
 */
export const videoUploadSlots = pgTable(
  "video_upload_slots",
  {
    objectPath: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contentType: text().notNull(),
    declaredSize: bigint({ mode: "number" }).notNull(),
    originalFilename: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("video_upload_slots_user_id_idx").on(t.userId), index("video_upload_slots_expires_at_idx").on(t.expiresAt)],
);
