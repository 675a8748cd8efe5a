import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Screenshots of the admin pages, for a person to look at; kept out of the repository. */
export const SHOTS_DIR = process.env.ADMIN_SHOTS_DIR ?? path.join(tmpdir(), "admin-shots");

export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
}


/** The admin panel with one tab open. */
export async function openAdminTab(page: Page, label: string): Promise<void> {
  await page.getByRole("tab", { name: label }).click();
  await expect(page.getByRole("tab", { name: label })).toHaveAttribute("aria-selected", "true");
}
