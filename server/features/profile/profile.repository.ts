import { eq } from "drizzle-orm";
import { userProfiles, type UserProfile } from "@shared/schema/index";
import type { UpdateProfileInput } from "@shared/profile/profile-input";
import type { ProfileExport } from "@shared/material/material-export";
import type { Db, DbExecutor } from "../../db/client";

async function selectProfile(db: Db, userId: number): Promise<UserProfile | undefined> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  return row;
}

/**
 * The owner's profile, created with the column defaults on first read. The insert ignores a
 * profile another request made at the same moment, and the read after it (a new statement, so
 * a fresh snapshot) then finds that one: two first reads never fail.
 */
export async function findOrCreateProfile(db: Db, userId: number): Promise<UserProfile> {
  const existing = await selectProfile(db, userId);
  if (existing) return existing;
  const [created] = await db.insert(userProfiles).values({ userId }).onConflictDoNothing({ target: userProfiles.userId }).returning();
  const profile = created ?? (await selectProfile(db, userId));
  if (!profile) throw new Error(`profile for user ${userId} neither inserted nor found`);
  return profile;
}

/** Saves the given fields, creating the profile (defaults for the rest) if there is none yet. */
export async function upsertProfile(db: Db, userId: number, input: UpdateProfileInput): Promise<UserProfile> {
  const [row] = await db
    .insert(userProfiles)
    .values({ ...input, userId })
    .onConflictDoUpdate({ target: userProfiles.userId, set: input })
    .returning();
  if (!row) throw new Error("profile upsert returned no row");
  return row;
}

/** The owner's AI switch without creating a profile; a comedian with none has the default (on). */
export async function readAiFeaturesEnabled(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled: userProfiles.aiFeaturesEnabled })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return row?.enabled ?? true;
}

/** The profile's words for an export, without creating one. */
export async function exportProfile(db: DbExecutor, userId: number): Promise<ProfileExport | undefined> {
  const [row] = await db
    .select({
      aboutMe: userProfiles.aboutMe,
      keywords: userProfiles.keywords,
      setupKeywords: userProfiles.setupKeywords,
      topicCategories: userProfiles.topicCategories,
      sentenceStarters: userProfiles.sentenceStarters,
      location: userProfiles.location,
    })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return row;
}
