import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { shotPath } from "./screenshots";

/** A full-page screenshot of an admin page at its width, for a person to look at. */
export async function shoot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: shotPath(`${name}-${width}`), fullPage: true });
}


/** The admin panel with one tab open. */
export async function openAdminTab(page: Page, label: string): Promise<void> {
  await page.getByRole("tab", { name: label }).click();
  await expect(page.getByRole("tab", { name: label })).toHaveAttribute("aria-selected", "true");
}
