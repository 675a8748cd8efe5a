import { expect, quietBanners, signInAsAdmin, signInByApi, test, toast, ADMIN } from "./fixtures";
import { openAdminTab, shoot } from "./admin-helpers";
import { mailsTo } from "./outside-services";
import { apiClient } from "./api-client";

test.beforeEach(({ page }) => quietBanners(page));

test("a member is refused the panel on both addresses, and by the API", async ({ page, account: _account }) => {
  for (const path of ["/admin", "/admin-panel"]) {
    await page.goto(path);
    await expect(page.getByText("Access Denied - You need admin privileges to access this panel.")).toBeVisible();
    await expect(page.getByRole("tab")).toHaveCount(0);
  }
  const api = apiClient(page.request);
  const adminReads = {
    "error logs": () => api.errorLogs.list({}),
    "chaos monkey": () => api.chaos.status(),
    videos: () => api.videos.list(),
    "weekly to-do": () => api.weeklyTodo.trigger(),
    backups: () => api.backups.overview(),
  };
  for (const [name, read] of Object.entries(adminReads)) {
    expect((await read()).status(), name).toBe(403);
  }
});

test("the tabs are reachable by keyboard and each is kept in the address", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin-panel");
  await expect(page.getByRole("heading", { name: "Admin Panel", level: 1 })).toBeVisible();
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText([
    "Error Monitoring",
    "Notifications",
    "Site Settings",
    "Chaos Testing",
    "TODO System",
    "User Management",
    "Video Management",
    "Coupons",
    "Shows",
    "Backups",
  ]);
  await tabs.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Notifications" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("tab", { name: "Notifications" })).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\/admin-panel\?tab=notifications$/);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Notifications" })).toHaveAttribute("aria-selected", "true");

  await openAdminTab(page, "User Management");
  await page.getByRole("link", { name: "Open User Management" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("heading", { name: "User Management", level: 1 })).toBeVisible();
});

test("a comedian's crash shows up in Error Monitoring with its stack on demand", async ({ page, browser }) => {
  // A member's page crashes: an uncaught error and an unhandled rejection.
  const member = await browser.newPage();
  await apiClient(member.request).account.register({ body: { email: `crash-${Date.now()}@example.com`, password: "laughs123" } }).answer();
  await member.goto("/dashboard");
  const marker = `E2E crash ${Date.now()}`;
  await member.evaluate((text) => {
    setTimeout(() => {
      throw new TypeError(text);
    });
    void Promise.reject(new Error(`${text} (rejected)`));
  }, marker);
  await member.close();

  await signInAsAdmin(page);
  await page.goto("/admin");
  const row = page.getByRole("button", { name: new RegExp(`TypeError: ${marker}`) });
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByRole("button", { name: new RegExp(`${marker} \\(rejected\\)`) })).toBeVisible();
  await expect(row).toContainText("client");
  await expect(row).toContainText("/dashboard");

  await row.click();
  await expect(row).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("region", { name: "Stack trace" })).toContainText(marker);
  await expect(page.getByRole("region", { name: "Context" })).toContainText('"kind": "error"');

  const filters = page.getByRole("group", { name: "Filter by severity" });
  await filters.getByRole("button", { name: /^medium/ }).click();
  await expect(filters.getByRole("button", { name: /^medium/ })).toHaveAttribute("aria-pressed", "true");
  await expect(row).toBeVisible();
  await filters.getByRole("button", { name: /^critical/ }).click();
  await expect(row).toHaveCount(0);
});

test("alerts on, a critical chaos event mails the admin; the chaos monkey starts and stops", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin?tab=notifications");
  const alerts = page.getByRole("switch", { name: "Email me about errors" });
  if ((await alerts.getAttribute("aria-checked")) !== "true") {
    await alerts.click();
    await expect(toast(page, "Error alerts on")).toBeVisible();
  }
  await expect(alerts).toHaveAttribute("aria-checked", "true");
  await page.reload();
  await expect(page.getByRole("switch", { name: "Email me about errors" })).toHaveAttribute("aria-checked", "true");

  await openAdminTab(page, "Chaos Testing");
  await expect(page.getByText("Stopped", { exact: true })).toBeVisible();
  const outage = page.getByRole("listitem", { name: "Simulated database outage" });
  await expect(outage).toContainText("critical");
  await expect(outage).toContainText("5% per tick");
  await outage.getByRole("button", { name: "Run now" }).click();
  await expect(toast(page, "Simulated database outage: done")).toBeVisible();
  await expect(async () => {
    const mails = await mailsTo(ADMIN.email);
    expect(mails.some((m) => m.subject.startsWith("[CRITICAL] Chaos test: Simulated database outage"))).toBe(true);
  }).toPass();

  await page.getByLabel("Fire events").click();
  await page.getByRole("option", { name: "Every 5 minutes" }).click();
  await page.getByRole("button", { name: "Start Chaos Monkey" }).click();
  await expect(toast(page, "Chaos monkey started")).toBeVisible();
  await expect(page.getByText("Running", { exact: true })).toBeVisible();
  await expect(page.getByText("300 s", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Stop Chaos Monkey" }).click();
  await expect(page.getByText("Stopped", { exact: true })).toBeVisible();

  await openAdminTab(page, "Notifications");
  await page.getByRole("switch", { name: "Email me about errors" }).click();
  await expect(page.getByRole("switch", { name: "Email me about errors" })).toHaveAttribute("aria-checked", "false");
});

test("site settings switch a feature off for everyone, and back on", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin?tab=settings");
  const simile = page.getByRole("switch", { name: "Simile Generator" });
  await expect(simile).toHaveAttribute("aria-checked", "true");
  await simile.click();
  await expect(toast(page, "Settings updated")).toBeVisible();
  await expect(simile).toHaveAttribute("aria-checked", "false");
  expect((await apiClient(page.request).siteSettings.get().answer()).simile_generator_enabled).toBe(false);
  await simile.click();
  await expect(simile).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("switch", { name: "Joke Machine" })).toHaveAttribute("aria-checked", "true");
});

test("the TODO email is sent now on request", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin?tab=todo");
  await expect(page.getByText("Every Monday at 9:00 AM Central time")).toBeVisible();
  const before = (await mailsTo(ADMIN.email)).filter((m) => m.subject.startsWith("Weekly TODO")).length;
  await page.getByRole("button", { name: "Send TODO Email Now" }).click();
  await expect(toast(page, "TODO email sent")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /Weekly TODO email sent to \d+ administrator/ })).toBeVisible();
  await expect(async () => {
    const todo = (await mailsTo(ADMIN.email)).filter((m) => m.subject.startsWith("Weekly TODO"));
    expect(todo.length).toBe(before + 1);
    expect(todo.at(-1)?.text).toContain("ERRORS THIS WEEK");
  }).toPass();
});

test("a promoted member gets the panel at once, and loses it when demoted", async ({ page }) => {
  // A promoted member gets the panel at once, and loses it at once when demoted.
  const email = `deputy-${Date.now()}@example.com`;
  await apiClient(page.request).account.register({ body: { email, password: "laughs123" } }).answer();
  const admin = await page.context().browser()!.newContext();
  const adminPage = await admin.newPage();
  await signInByApi(adminPage, ADMIN);
  const adminApi = apiClient(adminPage.request);
  expect((await adminApi.adminUsers.promote({ body: { email: email.toUpperCase() } })).status()).toBe(200);
  await page.goto("/admin");
  await expect(page.getByRole("tab", { name: "Error Monitoring" })).toBeVisible();
  const list = await adminApi.adminUsers.list({ query: { q: email } }).answer();
  expect((await adminApi.adminUsers.demote({ params: { id: list.users[0]!.id } })).status()).toBe(200);
  await admin.close();
  await page.reload();
  await expect(page.getByText("Access Denied - You need admin privileges to access this panel.")).toBeVisible();
});

const TABS = [
  ["Error Monitoring", "errors"],
  ["Notifications", "notifications"],
  ["Site Settings", "settings"],
  ["Chaos Testing", "chaos"],
  ["TODO System", "todo"],
  ["User Management", "users"],
  ["Video Management", "videos"],
  ["Backups", "backups"],
] as const;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`every tab at ${viewport.width} px`, () => {
    test.use({ viewport });

    // One test per tab: each stays well inside the time limit, and they run side by side.
    for (const [label, slug] of TABS) {
      test(`${label} opens and is photographed`, async ({ page }) => {
        await signInAsAdmin(page);
        await page.goto("/admin");
        await openAdminTab(page, label);
        await expect(page.getByRole("tabpanel")).toBeVisible();
        await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
        await shoot(page, `admin-${slug}`);
      });
    }
  });
}
