import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import type { AdminCoupon } from "../shared/billing/coupon-dto";
import { openAdminTab, shoot } from "./admin-helpers";
import { shotPath } from "./screenshots";
// eslint-disable-next-line no-restricted-imports -- its scans are still to move to accessibility.spec.ts
import { expectNoAxeViolations } from "./axe";
import { e2ePorts } from "./ports";
import { ADMIN, expect, quietBanners, signInAsAdmin, signOutElsewhere, test, toast } from "./fixtures";
import { apiClient, apiUrl, type ApiClient } from "./api-client";
import { apiRoutes } from "@shared/api";

/** A new coupon, as the administrator writes it. */
type CouponInput = NonNullable<Parameters<ApiClient["coupons"]["create"]>[0]["body"]>;

const dialog = (page: Page) => page.getByRole("dialog");
const newCode = (prefix: string) => `${prefix}-${randomBytes(3).toString("hex").toUpperCase()}`;

/** A coupon made by the administrator through the API, in a session of its own. */
async function aCoupon(request: APIRequestContext, body: CouponInput): Promise<AdminCoupon> {
  const api = apiClient(request);
  expect((await api.account.login({ body: ADMIN })).status()).toBe(200);
  const res = api.coupons.create({ body });
  expect((await res).status()).toBe(201);
  return res.answer();
}

test.beforeEach(({ page }) => quietBanners(page));

test("a comedian upgrades with a coupon from the upgrade modal, then cancels", async ({ page, request, account: _account }) => {
  test.slow();
  const freeMonth = await aCoupon(request, { code: newCode("FREE"), discountType: "free_month", description: "A month on the house" });
  const half = await aCoupon(request, { code: newCode("HALF"), discountType: "percentage", discountValue: 50 });
  expect((await apiClient(page.request).jokeNotes.create({ body: { setup: "My dentist has a podcast" } })).status()).toBe(201);

  await page.goto("/billing");
  await expect(page.getByRole("heading", { name: "My Subscription", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Current plan: Free" })).toBeVisible();
  await expect(page.getByText(/Your earliest writing expires on/)).toBeVisible();
  const premium = page.getByRole("group", { name: "Premium" });
  await expect(premium).toContainText("$9.99");
  await expect(premium).toContainText("Most Popular");
  await expect(page.getByRole("group", { name: "Basic" })).toContainText("$1.99");
  await expectNoAxeViolations(page);
  await shoot(page, "billing-free");

  // The modal opens from the keyboard and takes focus.
  const upgrade = premium.getByRole("button", { name: "Upgrade to Premium" });
  await upgrade.focus();
  await page.keyboard.press("Enter");
  await expect(dialog(page).getByRole("heading", { name: "Upgrade to Premium" })).toBeVisible();
  const code = dialog(page).getByLabel("Coupon code");
  await expect(dialog(page).getByRole("button", { name: "Pay $9.99" })).toBeDisabled();
  await expect(dialog(page)).toContainText("Card payments are not set up on this site yet.");

  // A code nobody made: "Invalid coupon" and the reason, beside the field too.
  await code.fill("nope-123");
  await dialog(page).getByRole("button", { name: "Apply" }).click();
  await expect(toast(page, "Invalid coupon")).toContainText("No coupon has this code.");
  await expect(code).toHaveAttribute("aria-invalid", "true");

  // Half off shows the discounted price, but with no card payments it cannot be bought.
  await code.fill(half.code.toLowerCase());
  await code.press("Enter");
  await expect(dialog(page).getByTestId("discounted-price")).toHaveText("$5.00");
  await expect(dialog(page).getByRole("button", { name: "Pay $5.00" })).toBeDisabled();

  // A free month makes it $0 and applies at once.
  await code.fill(freeMonth.code);
  await dialog(page).getByRole("button", { name: "Apply" }).click();
  await expect(dialog(page).getByTestId("discounted-price")).toHaveText("$0");
  await expect(dialog(page)).toContainText("A month on the house");
  await expectNoAxeViolations(page);
  // The modal as seen: a full-page shot would cut the fixed overlay.
  await page.screenshot({ path: shotPath(`billing-upgrade-modal-${page.viewportSize()?.width ?? 0}`) });
  await dialog(page).getByRole("button", { name: "Start Premium" }).click();
  await expect(toast(page, "Welcome to Premium!")).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole("heading", { name: "Current plan: Premium" })).toBeVisible();
  await expect(page.getByText(/Your plan runs until/)).toBeVisible();
  const billing = await apiClient(page.request).billing.get().answer();
  expect(billing).toMatchObject({ tier: "premium", dataExpirationDate: null });
  await shoot(page, "billing-premium");

  // Cancel keeps the month already given, and says when it ends.
  page.once("dialog", (confirm) => void confirm.accept());
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(toast(page, "Subscription cancelled")).toContainText("Your Premium plan will end on");
  await expect(page.getByText(/Cancelled: your plan ends on/)).toBeVisible();
});

test("a failed cancellation says so", async ({ page, request, account: _account }) => {
  const freeMonth = await aCoupon(request, { code: newCode("FREE"), discountType: "free_month" });
  const res = await apiClient(page.request).billing.checkout({ body: { plan: "basic", couponCode: freeMonth.code } });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto("/billing");
  await expect(page.getByRole("heading", { name: "Current plan: Basic" })).toBeVisible();
  await signOutElsewhere(page);
  page.once("dialog", (confirm) => void confirm.accept());
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(toast(page, "Error cancelling subscription")).toBeVisible();
});

test("on a phone the page fits, and the modal returns focus when closed", async ({ page, account: _account }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/billing");
  await expect(page.getByRole("heading", { name: "Current plan: Free" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await shoot(page, "billing-free");
  const upgrade = page.getByRole("button", { name: "Upgrade to Basic" });
  await upgrade.click();
  await expect(dialog(page).getByLabel("Coupon code")).toBeVisible();
  // Focus stays inside the modal.
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(upgrade).toBeFocused();
});

test("a toast about a coupon closes when the comedian leaves the page", async ({ page, account: _account }) => {
  // Timers stand still, so only leaving the page can close the toast (not its 5 seconds).
  await page.clock.install();
  await page.goto("/billing");
  await page.getByRole("button", { name: "Upgrade to Basic" }).click();
  await dialog(page).getByLabel("Coupon code").fill("nope-456");
  await dialog(page).getByRole("button", { name: "Apply" }).click();
  await expect(toast(page, "Invalid coupon")).toContainText("No coupon has this code.");
  await dialog(page).getByRole("button", { name: "Not now" }).click();
  // A second of the toast's five passes: the dialog's closing frames run.
  await page.clock.runFor(1000);
  await expect(dialog(page)).toBeHidden();
  await expect(toast(page, "Invalid coupon")).toBeVisible();
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.clock.runFor(1000);
  await expect(toast(page, "Invalid coupon")).toHaveCount(0);
});

test("an administrator makes a coupon, switches it off and changes its limits", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin?tab=coupons");
  await openAdminTab(page, "Coupons");
  const code = newCode("spring").toLowerCase();
  await page.getByLabel("Code").fill(code);
  await page.getByLabel("Description").fill("Spring open mic");
  await page.getByLabel("Max uses").fill("25");
  await page.getByRole("button", { name: "Create coupon" }).click();
  await expect(toast(page, "Coupon created")).toContainText(code.toUpperCase());
  const toggle = page.getByRole("switch", { name: code.toUpperCase() });
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect(page.getByText(/1 free month · Spring open mic · 0 of 25 used/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "admin-coupons");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  // The switch turns at once; the server's copy follows when the change has reached it.
  const isActive = async () => (await apiClient(page.request).coupons.list().answer()).find((c) => c.code === code.toUpperCase())?.isActive;
  await expect.poll(isActive).toBe(false);

  // Its limits change after it was made: a word for max uses is refused here, then a new limit and an end date are saved.
  const editLimits = page.getByRole("button", { name: `Edit limits of ${code.toUpperCase()}` });
  await editLimits.click();
  const limits = page.getByRole("dialog", { name: `Limits of ${code.toUpperCase()}` });
  await expect(limits.getByLabel("Max uses")).toHaveValue("25");
  await limits.getByLabel("Max uses").fill("forty");
  await limits.getByRole("button", { name: "Save limits" }).click();
  await expect(limits.getByText("Max uses must be a whole number, or blank for no limit")).toBeVisible();
  await limits.getByLabel("Max uses").fill("40");
  await limits.getByLabel("Valid until").fill("2031-12-31");
  await expectNoAxeViolations(page);
  await limits.getByRole("button", { name: "Save limits" }).click();
  await expect(toast(page, "Coupon updated")).toBeVisible();
  await expect(limits).toBeHidden();
  await expect(editLimits).toBeFocused();
  await expect(page.getByText(/0 of 40 used · until Dec 31, 2031/)).toBeVisible();
  const changed = (await apiClient(page.request).coupons.list().answer()).find((c) => c.code === code.toUpperCase());
  expect(changed?.maxUses).toBe(40);
  expect(changed?.validUntil).not.toBeNull();

  // The same code again is refused with the reason.
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Create coupon" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "already exists" })).toBeVisible();
});

test("the countdown shows on the dashboard and Joke Notes in the last 7 days", async ({ page, account }) => {
  expect((await apiClient(page.request).jokeNotes.create({ body: { setup: "Airport security is improv" } })).status()).toBe(201);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Data expiry" })).toHaveCount(0);

  const res = await fetch(`http://127.0.0.1:${e2ePorts().peersInbox}/expiry`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: account.email, days: 2.5 }),
  });
  expect(res.status).toBe(200);
  await page.reload();
  const banner = page.getByRole("region", { name: "Data expiry" });
  await expect(banner).toContainText("Your first jokes expire in 3 days");
  await expect(banner.getByRole("link", { name: "Download a copy" })).toHaveAttribute("href", apiUrl(apiRoutes.material.export));
  await expectNoAxeViolations(page);
  await page.goto("/joke-notes");
  await expect(banner).toContainText("Your first jokes expire in 3 days");
  await banner.getByRole("link", { name: "Upgrade to keep them" }).click();
  await expect(page).toHaveURL(/\/billing$/);
});
