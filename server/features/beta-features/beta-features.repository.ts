import { betaFeatureUsage } from "@shared/schema/index";
import type { Db } from "../../db/client";

export async function insertBetaFeatureClick(db: Db, values: typeof betaFeatureUsage.$inferInsert): Promise<void> {
  await db.insert(betaFeatureUsage).values(values);
}
