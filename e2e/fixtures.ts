import { randomBytes } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";

export interface Account {
  email: string;
  password: string;
  id: number;
  isAdmin: boolean;
}

export const ADMIN = { email: "owner@e2e.test", password: "owner-password" };

export const newEmail = (prefix = "comic") => `${prefix}-${randomBytes(5).toString("hex")}@example.com`;

/** Signs up through the API; the session cookie lands in the page's browser context. */
export async function signUpByApi(page: Page, email = newEmail()): Promise<Account> {
  const password = "laughs123";
  const res = await page.request.post("/api/register", { data: { email, password } });
  expect(res.status(), await res.text()).toBe(201);
  const user = (await res.json()) as { id: number; isAdmin: boolean };
  return { email, password, id: user.id, isAdmin: user.isAdmin };
}

/** Signs in as the administrator (created by the setup project). */
export async function signInAsAdmin(page: Page): Promise<void> {
  const res = await page.request.post("/api/login", { data: ADMIN });
  expect(res.status(), await res.text()).toBe(200);
}

export const test = base.extend<{ account: Account }>({
  account: async ({ page }, use) => {
    await use(await signUpByApi(page));
  },
});

export { expect };

/**
 * dnd-kit's keyboard sensor starts listening for arrow keys in a zero-delay timer queued at
 * pick-up, and Chromium runs input before timers: an arrow pressed at once can be lost.
 * A zero-delay timer queued now runs after that one, so the sensor is listening by then.
 */
export async function keyboardSensorListening(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
