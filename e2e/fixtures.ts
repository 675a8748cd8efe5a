import { randomBytes } from "node:crypto";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { apiClient } from "./api-client";

export interface Account {
  email: string;
  password: string;
  id: number;
  isAdmin: boolean;
}

export const ADMIN = { email: "owner@e2e.test", password: "owner-password" };

export const newEmail = (prefix = "comic") => `${prefix}-${randomBytes(5).toString("hex")}@example.com`;

/** A US number in E.164 (+1 555 …), random enough that parallel tests never share one. */
export const newPhoneNumber = () => `+1555${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, "0")}`;

/** Signs up through the API; the session cookie lands in the page's browser context. */
export async function signUpByApi(page: Page, email = newEmail()): Promise<Account> {
  const password = "laughs123";
  const user = await apiClient(page.request).account.register({ body: { email, password } }).answer();
  return { email, password, id: user.id, isAdmin: user.isAdmin };
}

/** Signs in through the API; the page's next requests carry the new session. */
export async function signInByApi(page: Page, account: Pick<Account, "email" | "password">): Promise<void> {
  await apiClient(page.request).account.login({ body: { email: account.email, password: account.password } }).answer();
}

/** Signs in as the administrator (created by the setup project). */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signInByApi(page, ADMIN);
}

/**
 * Ends the session behind the page's back, as signing out in another tab would: the page
 * still shows the comedian signed in, and its next request is refused for real (401).
 */
export async function signOutElsewhere(page: Page): Promise<void> {
  await apiClient(page.request).account.logout().answer();
}

export const test = base.extend<{ account: Account }>({
  account: async ({ page }, use) => {
    await use(await signUpByApi(page));
  },
});

export { expect };

/** Keeps the SMS banners, the phone prompt and the free plan's note from appearing mid-test and moving things. */
export async function quietBanners(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem("sms-banner-dismissed-at", String(Date.now()));
    window.localStorage.setItem("phone-prompt-dismissed-at", String(Date.now()));
    window.localStorage.setItem("expiry-note-dismissed", String(Date.now()));
  });
}

/** The toast area (one toast at a time). */
export const toasts = (page: Page): Locator => page.getByRole("region", { name: /^Notifications/ });

/** The toast whose text includes `title`. */
export const toast = (page: Page, title: string): Locator => toasts(page).getByRole("listitem").filter({ hasText: title });

/**
 * Makes every request from the page wait `latencyMs` (Chromium's network emulation), so a
 * screen's state while a real request is on its way can be seen. Returns the undo.
 */
export async function slowNetwork(page: Page, latencyMs: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  const conditions = (latency: number) => ({ offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", conditions(latencyMs));
  return async () => {
    await cdp.send("Network.emulateNetworkConditions", conditions(0));
    await cdp.detach();
  };
}

/** dnd-kit's screen-reader announcements: where a dragged item is now. */
export const dragAnnouncements = (page: Page): Locator => page.locator("[id^='DndLiveRegion']");

/**
 * dnd-kit's keyboard sensor starts listening for arrow keys in a zero-delay timer queued at
 * pick-up, and Chromium runs input before timers: an arrow pressed at once can be lost.
 * A zero-delay timer queued now runs after that one, so the sensor is listening by then.
 */
export async function keyboardSensorListening(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
