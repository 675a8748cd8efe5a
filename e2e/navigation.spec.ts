import { expect, quietBanners, test } from "./fixtures";

test.beforeEach(({ page }) => quietBanners(page));

for (const [label, width, height] of [
  ["phone", 390, 844],
  ["desktop", 1280, 800],
] as const) {
  test(`on a ${label}, Just Notes and Joke Machine are one tap away in the user menu's Other Features`, async ({ page, account: _account }) => {
    test.slow();
    await page.setViewportSize({ width, height });
    for (const [item, heading] of [
      ["Just Notes", "Just Notes"],
      ["Joke Machine", "Joke Machine"],
    ] as const) {
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
      await page.getByRole("button", { name: "Open user menu" }).click();
      await expect(page.getByRole("group", { name: "Other Features" })).toBeVisible();
      const link = page.getByRole("menuitem", { name: item });
      await link.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    }
  });
}
