import type { ProfileExport } from "@shared/material/material-export";
import { profileMarkdown } from "@shared/material/markdown";
import type { MaterialSection } from "../material/material-section";
import { exportProfile } from "./profile.repository";

/** The comedian's profile (My Elements): exported to keep, not imported over another account's. */
export const profileSection: MaterialSection<ProfileExport, unknown> = {
  key: "profile",
  title: "Profile",
  single: true,
  async *pages(tx, userId) {
    const profile = await exportProfile(tx, userId);
    if (profile) yield [profile];
  },
  markdown: profileMarkdown,
};
