import type { Page } from "@playwright/test";
import { ADMIN_PAGE_PATHS, PROTECTED_PAGE_PATHS, REACHED_FROM_ITS_PAGE } from "../client/src/app/routes/page-paths";
import { expectNoAxeViolations } from "./axe";
import { expect, quietBanners, signInAsAdmin, signUpByApi, test } from "./fixtures";
import { shotPath } from "./screenshots";
import { apiClient } from "./api-client";

// Every page in the router is reached from the navigation within two taps, on a phone (the
// menu button, then its link) and on a desktop (a link in the bar, or the user menu and its
// link), and passes axe once there. A page added to the router and linked from nowhere fails
// this walk.

const VIEWPORTS = [
  ["phone", 390, 844],
  ["desktop", 1280, 800],
] as const;

/** How a page is reached: the menu opened first (if any), then the link. */
interface Way {
  menu?: "Open menu" | "Open user menu";
  href: string;
}

const withoutQuery = (href: string) => href.split(/[?#]/)[0] ?? href;

async function linksIn(page: Page, scope: ReturnType<Page["locator"]>): Promise<string[]> {
  return scope.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

/** Every page one or two taps from the dashboard, and the way to it. */
async function reachable(page: Page): Promise<Map<string, Way>> {
  const ways = new Map<string, Way>();
  const add = (hrefs: string[], menu?: Way["menu"]) => {
    for (const href of hrefs) if (href.startsWith("/") && !ways.has(withoutQuery(href))) ways.set(withoutQuery(href), { menu, href });
  };
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const bar = page.getByRole("navigation", { name: "Main" }).getByRole("list");
  // The bar's links show from 1024 px; below that the menu button holds them.
  if ((page.viewportSize()?.width ?? 0) >= 1024) {
    await expect(bar.getByRole("link", { name: "Dashboard" })).toBeVisible();
    add(await linksIn(page, bar));
  }
  // Below 1024 px both menus are there; above, the user menu only. Each is waited for: its
  // button may still be arriving with the page.
  const menus = (page.viewportSize()?.width ?? 0) >= 1024 ? (["Open user menu"] as const) : (["Open menu", "Open user menu"] as const);
  for (const menu of menus) {
    const button = page.getByRole("button", { name: menu });
    await expect(button).toBeVisible();
    await button.click();
    const opened = menu === "Open menu" ? page.getByRole("dialog", { name: "Menu" }) : page.getByRole("menu");
    await expect(opened).toBeVisible();
    // The menu's code may still be arriving when its frame shows: wait for its first link.
    await expect(menu === "Open menu" ? opened.getByRole("link", { name: "Dashboard" }) : opened.locator("a[href]").first()).toBeVisible();
    add(await linksIn(page, opened), menu);
    await page.keyboard.press("Escape");
    await expect(opened).toBeHidden();
  }
  return ways;
}

/** Takes the way from the page before and checks the page that opens: its own heading, no 404, no axe violation. */
async function visit(page: Page, path: string, way: Way): Promise<void> {
  if (way.menu) await page.getByRole("button", { name: way.menu }).click();
  const scope = way.menu === "Open menu" ? page.getByRole("dialog", { name: "Menu" }) : way.menu ? page.getByRole("menu") : page.getByRole("navigation", { name: "Main" });
  await scope.locator(`a[href="${way.href}"]`).first().click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByText("404 Page Not Found")).toHaveCount(0);
  await expect(page.getByText(/Access Denied|Admin Access Required/)).toHaveCount(0);
  await expectNoAxeViolations(page);
}

/** The pages a person of that role should find: no parameter in the path, the switched-off ones left out. */
async function pagesToFind(page: Page, admin: boolean): Promise<string[]> {
  const settings = await apiClient(page.request).siteSettings.get().answer();
  return [...PROTECTED_PAGE_PATHS, ...(admin ? ADMIN_PAGE_PATHS : [])].filter(
    (path) => !path.includes(":") && (path !== "/simile-generator" || settings.simile_generator_enabled === true),
  );
}

async function walk(page: Page, admin: boolean): Promise<void> {
  const wanted = await pagesToFind(page, admin);
  // The navigation shows a switched-on page's link once the site's settings have arrived, which
  // may be after its first links: the links are read again until none is missing, or time is up.
  let ways = new Map<string, Way>();
  await expect
    .poll(
      async () => {
        ways = await reachable(page);
        return wanted.filter((path) => !ways.has(path) && !ways.has(REACHED_FROM_ITS_PAGE[path] ?? ""));
      },
      { message: "pages reached from neither the bar nor a menu", timeout: 30_000 },
    )
    .toEqual([]);
  // From here on every page is reached from the one before, by the navigation alone.
  for (const path of wanted) {
    const way = ways.get(path);
    if (way) {
      await test.step(`${path} from ${way.menu ?? "the bar"}`, () => visit(page, path, way));
      continue;
    }
    // Opened from the page it belongs to (My Stool from On Stage, the admin panel's other address).
    const parent = REACHED_FROM_ITS_PAGE[path] ?? "";
    await test.step(`${path} from ${parent}`, async () => {
      await visit(page, parent, ways.get(parent) as Way);
      if (path === "/admin-panel") return;
      await page.locator(`main a[href^="${path}"]`).first().click();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}

test.beforeEach(({ page }) => quietBanners(page));

for (const [label, width, height] of VIEWPORTS) {
  test(`on a ${label}, a comedian reaches every page within two taps, each passing axe`, async ({ page, account: _account }) => {
    test.setTimeout(480_000);
    await page.setViewportSize({ width, height });
    await walk(page, false);
  });

  test(`on a ${label}, an administrator also reaches every admin page within two taps`, async ({ browser }) => {
    test.setTimeout(480_000);
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await quietBanners(page);
    await signInAsAdmin(page);
    await walk(page, true);
    await context.close();
  });
}

test("on a phone the menu holds every page by sections, and a page's link is marked current", async ({ page }) => {
  await quietBanners(page);
  await signUpByApi(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/notes");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("heading")).toHaveText(["Menu", "Other Features", "Account"]);
  await expect(menu.getByRole("link", { name: "Just Notes" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: shotPath("findability-phone-menu") });
});
