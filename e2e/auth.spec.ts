import { expect, newEmail, signInAsAdmin, test, toast, toasts } from "./fixtures";
import { apiClient, isCallOf } from "./api-client";
import { apiRoutes } from "@shared/api";

test("a newcomer signs up through the UI and lands on the dashboard", async ({ page }) => {
  const email = newEmail("newcomer");
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("laughs123");
  await page.getByLabel("Confirm Password").fill("laughs123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Nobody is back yet on the first visit; the next one is a return.
  await expect(page.getByText(`Welcome, ${email.split("@")[0]}!`)).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByText(`Welcome back, ${email.split("@")[0]}!`)).toBeVisible();
  await expect(page.getByText("Ready to create some laughs today?")).toBeVisible();
});

test("sign-up with different passwords says so next to the field and submits nothing", async ({ page }) => {
  const email = newEmail("typo");
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("laughs123");
  await page.getByLabel("Confirm Password").fill("laughs124");
  page.on("dialog", () => {
    throw new Error("no browser dialog is expected");
  });
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") sent.push(`${request.method()} ${request.url()}`);
  });
  await page.getByRole("button", { name: "Create Account" }).click();
  const confirm = page.getByLabel("Confirm Password");
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  await expect(confirm).toHaveAccessibleDescription("Passwords don't match");
  await expect(page).toHaveURL(/\/auth$/);
  expect(sent).toEqual([]);
  const login = await apiClient(page.request).account.login({ body: { email, password: "laughs123" } });
  expect(login.status()).toBe(401);
});

test("on /auth, Forgot password? asks for a reset link with the email typed, by keyboard, and gives focus back", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill("forgetful@example.com");
  const forgot = page.getByRole("button", { name: "Forgot password?" });
  await forgot.focus();
  await page.keyboard.press("Enter");
  const reset = page.getByRole("dialog", { name: "Reset Password" });
  await expect(reset.getByLabel("Email")).toHaveValue("forgetful@example.com");
  await page.keyboard.press("Escape");
  await expect(reset).toBeHidden();
  await expect(forgot).toBeFocused();

  await forgot.click();
  const sent = page.waitForResponse((res) => isCallOf(res, apiRoutes.account.forgotPassword));
  await reset.getByRole("button", { name: "Send Reset Link" }).click();
  expect((await sent).status()).toBe(200);
  await expect(reset).toBeHidden();
  await expect(toast(page, "Reset link sent")).toBeVisible();
});

test("a server refusal shows in the form as well as in the toast", async ({ page, account }) => {
  await apiClient(page.request).account.logout().answer();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();

  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill("laughs123");
  await page.getByLabel("Confirm Password").fill("laughs123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "An account with this email already exists" })).toBeVisible();
});

test("a comedian signs out to the landing page and signs back in", async ({ page, account }) => {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Open user menu" }).click();
  await expect(page.getByRole("menu").getByText("Member")).toBeVisible();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Start Creating" })).toBeVisible();

  await page.goto("/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome back, ${account.email.split("@")[0]}!`)).toBeVisible();
});

test("a wrong password shows the login failure", async ({ page, account }) => {
  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill("not-it");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toasts(page).getByText("Login failed")).toBeVisible();
  await expect(toasts(page).getByText("Invalid email or password.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test("protected pages send a visitor to /auth", async ({ page }) => {
  for (const path of ["/dashboard", "/joke-notes", "/admin"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
  }
});

test("a signed-in comedian opening / or /auth goes to the dashboard", async ({ page, account }) => {
  expect(account.isAdmin).toBe(false);
  for (const path of ["/", "/auth"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test("members are kept out of admin screens; the admin sees them", async ({ page, account }) => {
  expect(account.isAdmin).toBe(false);
  await page.goto("/admin");
  await expect(page.getByText("Access Denied - You need admin privileges to access this panel.")).toBeVisible();
  await page.goto("/admin/users");
  await expect(page.getByText("Admin Access Required")).toBeVisible();

  await page.context().clearCookies();
  await signInAsAdmin(page);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Open user menu" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByText("Administrator")).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Admin Panel" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "SMS Settings" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "User Management" })).toBeVisible();
});

test("an unknown path shows the 404 page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByText("404 Page Not Found")).toBeVisible();
});
