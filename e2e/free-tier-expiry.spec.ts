import type { Page } from "@playwright/test";
// eslint-disable-next-line no-restricted-imports -- its scans are still to move to accessibility.spec.ts
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { e2ePorts } from "./ports";
import { shotPath } from "./screenshots";
import { apiClient, apiUrl } from "./api-client";
import { apiRoutes } from "@shared/api";

// The free plan's 30-day rule, explained calmly where a free comedian first meets it.

const note = (page: Page) => page.getByRole("region", { name: "On the free plan, your writing is kept for 30 days" });

/** "Dec 20, 2026", as the page writes dates (the browser's time zone is the test's). */
const asShown = (iso: string) => {
  const date = new Date(iso);
  return `${date.toLocaleString("en-US", { month: "short" })} ${date.getDate()}, ${date.getFullYear()}`;
};

async function firstExpiry(page: Page): Promise<string> {
  const billing = await apiClient(page.request).billing.get().answer();
  expect(billing.dataExpirationDate).not.toBeNull();
  return billing.dataExpirationDate ?? "";
}

async function bringExpiryCloser(email: string, days: number): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${e2ePorts().peersInbox}/expiry`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, days }),
  });
  expect(res.status).toBe(200);
}

for (const [label, width, height] of [
  ["phone", 390, 844],
  ["desktop", 1280, 800],
] as const) {
  test(`on a ${label}, a free comedian's first writing brings a calm note: what expires, the first date, export or upgrade`, async ({ page, account }) => {
    test.slow();
    await page.setViewportSize({ width, height });
    // Nothing written yet: nothing to expire, nothing said.
    await page.goto("/dashboard");
    await expect(page.getByText("Total Joke Notes")).toBeVisible();
    await expect(note(page)).toHaveCount(0);

    expect((await apiClient(page.request).jokeNotes.create({ body: { setup: "My landlord collects rent like a tooth fairy" } })).status()).toBe(201);
    await bringExpiryCloser(account.email, 20);
    const first = await firstExpiry(page);
    await page.goto("/joke-notes");
    await expect(note(page)).toBeVisible();
    await expect(note(page)).toContainText("deleted 30 days after you write it");
    await expect(note(page)).toContainText(`The first of yours expires on ${asShown(first)}.`);
    await expect(note(page).getByRole("link", { name: "Download a copy" })).toHaveAttribute("href", apiUrl(apiRoutes.material.export));
    // No alarm: the countdown is for the last 7 days.
    await expect(page.getByRole("region", { name: "Data expiry" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: shotPath(`expiry-note-${width}`) });

    await note(page).getByRole("link", { name: "See plans" }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await page.goto("/dashboard");
    // On the dashboard the calm note sits below the comedian's own lists, not above them.
    const stool = page.getByRole("heading", { name: "My Stool" });
    await expect(note(page)).toBeVisible();
    expect((await note(page).boundingBox())!.y).toBeGreaterThan((await stool.boundingBox())!.y);
    await note(page).getByRole("button", { name: "Dismiss note about the free plan" }).click();
    await expect(note(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByText("Total Joke Notes")).toBeVisible();
    await expect(note(page)).toHaveCount(0);

    // The last week still says how long is left, whatever was dismissed.
    await bringExpiryCloser(account.email, 2.5);
    await page.reload();
    await expect(page.getByRole("region", { name: "Data expiry" })).toContainText("Your first jokes expire in 3 days");
  });
}

test("a paid comedian hears nothing about expiry", async ({ page, account: _account }) => {
  expect((await apiClient(page.request).jokeNotes.create({ body: { setup: "Kept forever" } })).status()).toBe(201);
  const res = await fetch(`http://127.0.0.1:${e2ePorts().peersInbox}/tier`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: _account.email, tier: "basic" }),
  });
  expect(res.status).toBe(200);
  await page.goto("/dashboard");
  await expect(page.getByText("Total Joke Notes")).toBeVisible();
  await expect(note(page)).toHaveCount(0);
});
