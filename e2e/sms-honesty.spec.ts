import type { Browser, Page } from "@playwright/test";
// eslint-disable-next-line no-restricted-imports -- its scans are still to move to accessibility.spec.ts
import { expectNoAxeViolations } from "./axe";
import { expect, signUpByApi, test } from "./fixtures";
import { e2ePorts } from "./ports";
import { shotPath } from "./screenshots";

// SMS is offered only where the site has a capture number: the second e2e instance has none.

const withSms = () => `http://127.0.0.1:${e2ePorts().app}`;
const withoutSms = () => `http://127.0.0.1:${e2ePorts().appWithoutSms}`;

/** The landing page as a visitor sees it (no session), rendered by the server. */
async function visitorLanding(browser: Browser, origin: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await expect(page.getByRole("heading", { name: "Pick your spot on the lineup" })).toBeVisible();
  return page;
}

/** The feature rows inside the plan cards (each card is itself an item of the plans' list). */
const pricingRows = (page: Page) => page.locator("#pricing li li").filter({ hasText: /SMS/ });

test("without a capture number the landing page offers no texting of jokes, and its plans say so", async ({ browser }) => {
  test.slow();
  for (const width of [390, 1280]) {
    const page = await visitorLanding(browser, withoutSms(), width);
    await expect(page.getByRole("region", { name: "SMS joke capture" })).toHaveCount(0);
    await expect(page.getByText("Got a Joke? Text It.")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Text Your Jokes" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).not.toContainText("Text Your Jokes");
    await expect(pricingRows(page)).toHaveText(Array(3).fill("No SMS joke capture on this site"));
    await expect(page.getByText(/text your jokes/i)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: shotPath(`sms-off-landing-${width}`), fullPage: true });
    await page.context().close();
  }
});

test("with a capture number the landing page offers texting jokes in, on its cards, promo and plans", async ({ browser }) => {
  const page = await visitorLanding(browser, withSms(), 1280);
  await expect(page.getByRole("region", { name: "SMS joke capture" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Got a Joke? Text It." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Text Your Jokes" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Text Your Jokes");
  await expect(pricingRows(page)).toHaveText(Array(3).fill("SMS joke capture"));
  await expectNoAxeViolations(page);
  await page.context().close();
});

test("without a capture number a signed-in comedian meets no SMS prompt, and Billing's plans say so", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  await signUpByApi(page);
  await page.goto(`${withoutSms()}/dashboard`);
  await expect(page.getByText("Ready to create some laughs today?")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Total Joke Notes" }).or(page.getByText("Total Joke Notes"))).toBeVisible();
  await page.clock.runFor(5000);
  await expect(page.getByText("Text Your Jokes Instantly")).toHaveCount(0);
  await expect(page.getByText("Verify Your Phone for SMS Jokes")).toHaveCount(0);
  await expect(page.getByRole("complementary", { name: "Verify Your Phone", exact: true })).toHaveCount(0);

  await page.goto(`${withoutSms()}/billing`);
  const plans = page.getByRole("group", { name: /^(Free|Basic|Premium)$/ });
  await expect(plans).toHaveCount(3);
  await expect(plans.locator("li").filter({ hasText: /SMS/ })).toHaveText(Array(3).fill("No SMS joke capture on this site"));
  await page.goto(`${withSms()}/billing`);
  await expect(plans.locator("li").filter({ hasText: /SMS/ })).toHaveText(Array(3).fill("SMS joke capture"));
});

test("with a capture number the dashboard shows the spec's banner and the phone prompt, and other pages the compact banner", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  await signUpByApi(page);
  await page.goto(`${withSms()}/dashboard`);
  const banner = page.getByRole("region", { name: "Text Your Jokes Instantly" });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("link", { name: "Set Up SMS Jokes" })).toBeVisible();
  await page.clock.runFor(3500);
  await expect(page.getByRole("complementary", { name: "Verify Your Phone", exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: shotPath("sms-on-dashboard-390"), fullPage: true });

  await page.goto(`${withSms()}/joke-lab`);
  await expect(page.getByRole("heading", { name: "Joke Lab", level: 1 })).toBeVisible();
  await page.clock.runFor(2500);
  const compact = page.getByRole("complementary", { name: "SMS joke capture" });
  await expect(compact).toContainText("Verify Your Phone for SMS Jokes");
  await expect(compact.getByRole("link", { name: "Verify Phone" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: shotPath("sms-on-compact-390") });

  // Dismissing the dashboard's banner hides both banners for 3 days.
  await page.goto(`${withSms()}/dashboard`);
  await page.getByRole("region", { name: "Text Your Jokes Instantly" }).getByRole("button", { name: "Dismiss SMS banner" }).click();
  await expect(page.getByRole("region", { name: "Text Your Jokes Instantly" })).toHaveCount(0);
  await page.goto(`${withSms()}/joke-lab`);
  await page.clock.runFor(2500);
  await expect(compact).toHaveCount(0);
});
