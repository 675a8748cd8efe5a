import type { Locator, Page } from "@playwright/test";
import { formatE164 } from "../shared/account/phone";
import { expect, newEmail, test } from "./fixtures";
import { E2E_TWILIO } from "./twilio-numbers";

// Mailed tokens and texted codes cannot be read from the browser, so the "valid link" and
// "right code" paths are answered by page.route stubs.

const INVALID_RESET_TEXT = "This password reset link is invalid or has expired. Please request a new password reset.";

/** The value shown next to a label in a <dl> (Account Information). */
function definition(scope: Locator, term: string): Locator {
  return scope.getByRole("term").filter({ hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd[1]");
}

/** The toast (one at a time) whose text includes `title`. */
function toast(page: Page, title: string): Locator {
  return page.getByRole("region", { name: /^Notifications/ }).getByRole("listitem").filter({ hasText: title });
}

test.describe("reset password page", () => {
  test("a made-up link shows the invalid card with a way back to login", async ({ page }) => {
    await page.goto("/reset-password/not-a-real-token");
    await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
    await expect(page.getByText(INVALID_RESET_TEXT)).toBeVisible();
    await expect(page.getByLabel("New Password", { exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: "Back to Login" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("the form refuses different or short passwords without calling the server", async ({ page }) => {
    await page.route("**/api/verify-reset-token/**", (route) => route.fulfill({ json: { valid: true } }));
    let resetCalls = 0;
    await page.route("**/api/reset-password", (route) => {
      resetCalls += 1;
      return route.fulfill({ json: { message: "unexpected" } });
    });
    await page.goto("/reset-password/stub-token");

    const password = page.getByLabel("New Password", { exact: true });
    const confirm = page.getByLabel("Confirm New Password");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).first().click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(confirm).toHaveAttribute("type", "password");

    await password.fill("laughs-one");
    await confirm.fill("laughs-two");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(toast(page, "Passwords don't match")).toContainText("Please make sure both passwords are identical.");

    await password.fill("ha");
    await confirm.fill("ha");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(toast(page, "Password too short")).toContainText("Password must be at least 6 characters long.");
    expect(resetCalls).toBe(0);
  });

  test("a server refusal shows the reset failure", async ({ page }) => {
    await page.route("**/api/verify-reset-token/**", (route) => route.fulfill({ json: { valid: true } }));
    await page.route("**/api/reset-password", (route) =>
      route.fulfill({ status: 400, json: { message: INVALID_RESET_TEXT } }),
    );
    await page.goto("/reset-password/stub-token");
    await page.getByLabel("New Password", { exact: true }).fill("brand-new-1");
    await page.getByLabel("Confirm New Password").fill("brand-new-1");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(toast(page, "Reset failed")).toContainText(INVALID_RESET_TEXT);
    await expect(page).toHaveURL(/\/reset-password\/stub-token$/);
  });

  test("a valid link resets the password and goes home after 3 seconds", async ({ page }) => {
    await page.clock.install();
    await page.route("**/api/verify-reset-token/**", (route) => route.fulfill({ json: { valid: true } }));
    const bodies: unknown[] = [];
    await page.route("**/api/reset-password", (route) => {
      bodies.push(route.request().postDataJSON());
      return route.fulfill({ json: { message: "Your password has been reset. Sign in with your new password." } });
    });
    await page.goto("/reset-password/stub-token");
    await page.getByLabel("New Password", { exact: true }).fill("brand-new-1");
    await page.getByLabel("Confirm New Password").fill("brand-new-1");
    await page.getByRole("button", { name: "Reset Password" }).click();

    await expect(page.getByRole("heading", { name: "Password Reset!" })).toBeVisible();
    await expect(page.getByText("Your password has been reset. Sign in with your new password.").first()).toBeVisible();
    expect(bodies).toEqual([{ token: "stub-token", password: "brand-new-1" }]);
    await expect(page).toHaveURL(/\/reset-password\/stub-token$/);

    await page.clock.runFor(3000);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Start Creating" })).toBeVisible();
  });
});

test.describe("verify email page", () => {
  test("a made-up link shows the error state and its ways out", async ({ page }) => {
    await page.goto("/verify-email/not-a-real-token");
    await expect(page.getByRole("heading", { name: "Invalid verification link" })).toBeVisible();
    await expect(page.getByText("The verification link may be invalid or expired.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Request New Verification Email" })).toHaveAttribute(
      "href",
      "/profile-settings",
    );
    await expect(page.getByRole("link", { name: "Continue to Dashboard" })).toHaveAttribute("href", "/dashboard");
  });

  test("a good link shows the server's message and refreshes the session user", async ({ page, account }) => {
    expect(account.id).toBeGreaterThan(0);
    let userReads = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/user") userReads += 1;
    });
    let verifyCalls = 0;
    // Answered once the page has read the user, so the refresh that follows is a read of its own.
    const firstUserRead = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/user");
    await page.route("**/api/verify-email/**", async (route) => {
      verifyCalls += 1;
      await firstUserRead;
      return route.fulfill({ json: { message: "Your email is verified. Thanks!" } });
    });
    await page.goto("/verify-email/stub-token");
    await expect(page.getByRole("heading", { name: "Email Verified" })).toBeVisible();
    expect(verifyCalls).toBe(1); // the link is single use: spent once even under StrictMode
    await expect(page.getByText("Your email is verified. Thanks!")).toBeVisible();
    await expect.poll(() => userReads).toBeGreaterThanOrEqual(2);
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe("profile settings", () => {
  test("shows the account, the unverified-email banner and the SMS capture details", async ({ page, account }) => {
    await page.goto("/profile-settings");
    await expect(page.getByRole("heading", { name: "Profile Settings", level: 1 })).toBeVisible();

    const info = page.getByRole("region", { name: "Account Information" });
    await expect(definition(info, "User ID")).toHaveText(String(account.id));
    await expect(definition(info, "Account Type")).toHaveText("Regular User");
    await expect(definition(info, "Subscription")).toHaveText("Free");
    await expect(definition(info, "Email Verified")).toHaveText("No");
    await expect(definition(info, "Phone Number")).toHaveText("Not set");
    await expect(definition(info, "SMS Enabled")).toHaveText("No");

    const sms = page.getByRole("region", { name: "SMS Joke Capture" });
    await expect(sms.getByText(formatE164(E2E_TWILIO.captureNumber), { exact: true })).toBeVisible();
    await expect(sms.getByText("joke: setup / punchline", { exact: true })).toBeVisible();

    const banner = page.getByRole("complementary", { name: "Email verification" });
    await banner.getByRole("button", { name: "Resend Verification Email" }).click();
    await expect(toast(page, "Verification Email Sent")).toBeVisible();

    await page.route("**/api/resend-verification", (route) =>
      route.fulfill({ status: 429, json: { message: "Too many verification emails. Please try again later." } }),
    );
    await banner.getByRole("button", { name: "Resend Verification Email" }).click();
    await expect(toast(page, "Failed to Send Email")).toContainText("Too many verification emails.");
  });

  test("without a capture number the SMS card says so and still shows the format", async ({ page, account }) => {
    expect(account.isAdmin).toBe(false);
    await page.route("**/api/sms/info", (route) =>
      route.fulfill({ json: { captureNumber: null, format: "joke: setup / punchline" } }),
    );
    await page.goto("/profile-settings");
    const sms = page.getByRole("region", { name: "SMS Joke Capture" });
    await expect(sms.getByText("Not configured yet")).toBeVisible();
    await expect(sms.getByText("joke: setup / punchline", { exact: true })).toBeVisible();
  });

  test("changing the email needs the current password", async ({ page, account }) => {
    await page.goto("/profile-settings");
    const form = page.getByRole("region", { name: "Email Address" });
    await expect(form.getByText(account.email)).toBeVisible();
    const next = newEmail("moved");

    await form.getByLabel("New Email").fill(next);
    await form.getByRole("button", { name: "Update Email" }).click();
    await expect(toast(page, "Password required")).toContainText("Please enter your current password to update email");

    await form.getByLabel("Current Password").fill("not-my-password");
    await form.getByRole("button", { name: "Update Email" }).click();
    await expect(toast(page, "Error updating email")).toContainText("Your current password is incorrect.");

    await form.getByLabel("New Email").fill(next);
    await form.getByLabel("Current Password").fill(account.password);
    await form.getByRole("button", { name: "Update Email" }).click();
    await expect(form.getByText(next)).toBeVisible();
    await expect(form.getByText(account.email)).toHaveCount(0);
    await expect(form.getByLabel("New Email")).toHaveValue("");
    const me = await page.request.get("/api/user");
    expect((await me.json()).email).toBe(next);
  });

  test("changing the password checks the entries, then works with the new password", async ({ page, account }) => {
    await page.goto("/profile-settings");
    const form = page.getByRole("region", { name: "Change Password" });
    const current = form.getByLabel("Current Password");
    const fresh = form.getByLabel("New Password", { exact: true });
    const confirm = form.getByLabel("Confirm New Password");
    const submit = form.getByRole("button", { name: "Update Password" });

    await current.fill(account.password);
    await fresh.fill("punchline-1");
    await confirm.fill("punchline-2");
    await submit.click();
    await expect(toast(page, "Passwords don't match")).toBeVisible();

    await fresh.fill("pun");
    await confirm.fill("pun");
    await submit.click();
    await expect(toast(page, "Password too short")).toBeVisible();

    await current.fill("not-my-password");
    await fresh.fill("punchline-1");
    await confirm.fill("punchline-1");
    await submit.click();
    await expect(toast(page, "Error updating password")).toContainText("Your current password is incorrect.");

    await current.fill(account.password);
    await fresh.fill("punchline-1");
    await confirm.fill("punchline-1");
    await submit.click();
    await expect(toast(page, "Password updated")).toBeVisible();
    await expect(current).toHaveValue("");

    const oldLogin = await page.request.post("/api/login", { data: { email: account.email, password: account.password } });
    expect(oldLogin.status()).toBe(401);
    const newLogin = await page.request.post("/api/login", { data: { email: account.email, password: "punchline-1" } });
    expect(newLogin.status(), await newLogin.text()).toBe(200);
  });

  test("the phone widget formats, sends, confirms and closes itself", async ({ page, account }) => {
    await page.clock.install();
    const me = (await (await page.request.get("/api/user")).json()) as Record<string, unknown>;
    expect(me.id).toBe(account.id);
    const requested: unknown[] = [];
    await page.route("**/api/phone/verify-request", (route) => {
      requested.push(route.request().postDataJSON());
      return route.fulfill({ json: { message: "Verification code sent!" } });
    });
    const confirmed: unknown[] = [];
    await page.route("**/api/phone/verify-confirm", (route) => {
      confirmed.push(route.request().postDataJSON());
      if (confirmed.length === 1) return route.fulfill({ status: 400, json: { message: "Invalid verification code" } });
      const user = { ...me, phoneNumber: "+15551234567", isPhoneVerified: true };
      return route.fulfill({ json: { message: "Phone verified!", user } });
    });

    await page.goto("/profile-settings");
    const widget = page.getByRole("region", { name: "SMS Phone Verification" });
    const phone = widget.getByLabel("Phone Number");
    await expect(phone).toHaveAttribute("type", "tel");
    await expect(phone).toHaveAttribute("maxlength", "14");

    await phone.fill("555123");
    await expect(phone).toHaveValue("(555) 123");
    await widget.getByRole("button", { name: "Send Code" }).click();
    await expect(widget.getByText("Please enter a valid 10-digit phone number")).toBeVisible();
    expect(requested).toHaveLength(0);

    await phone.fill("555.123.4567");
    await expect(phone).toHaveValue("(555) 123-4567");
    await expect(widget.getByText("Please enter a valid 10-digit phone number")).toHaveCount(0);
    await widget.getByRole("button", { name: "Send Code" }).click();
    await expect(toast(page, "Verification code sent!")).toBeVisible();
    const code = widget.getByLabel("Verification Code");
    await expect(code).toBeVisible();
    expect(requested).toEqual([{ phoneNumber: "+15551234567" }]);

    await widget.getByRole("button", { name: "Change Number" }).click();
    await expect(phone).toHaveValue("(555) 123-4567");
    await expect(code).toHaveCount(0);
    await widget.getByRole("button", { name: "Send Code" }).click();
    await expect(code).toBeVisible();
    expect(requested).toHaveLength(2);

    await expect(code).toHaveAttribute("inputmode", "numeric");
    await expect(code).toHaveAttribute("maxlength", "6");
    const resend = widget.getByRole("button", { name: /^Resend/ });
    await expect(resend).toBeDisabled();
    await page.clock.runFor(1000);
    await expect(resend).toHaveText("Resend in 59s");

    await code.fill("12a34");
    await expect(code).toHaveValue("1234");
    expect(confirmed).toHaveLength(0);
    await code.fill("123456");
    await expect(widget.getByRole("alert")).toHaveText("Invalid verification code");
    await expect(code).toHaveValue("");
    expect(confirmed).toEqual([{ verificationCode: "123456" }]);

    await page.clock.runFor(59_000);
    await expect(resend).toHaveText("Resend Code");
    await expect(resend).toBeEnabled();
    await resend.click();
    await expect.poll(() => requested.length).toBe(3);
    expect(requested[2]).toEqual({ phoneNumber: "+15551234567" });
    await expect(resend).toBeDisabled();

    await code.fill("654321");
    await expect(toast(page, "Phone verified!")).toBeVisible();
    await expect(widget.getByText("You're all set!")).toBeVisible();
    const info = page.getByRole("region", { name: "Account Information" });
    await expect(definition(info, "SMS Enabled")).toHaveText("Yes");
    await expect(definition(info, "Phone Number")).toHaveText("(555) 123-4567");

    await page.clock.runFor(2000);
    await expect(widget).toHaveCount(0);
    const sms = page.getByRole("region", { name: "SMS Joke Capture" });
    await expect(sms.getByText("(555) 123-4567")).toBeVisible();

    // The real server never verified this number: removing it brings the widget back.
    await sms.getByRole("button", { name: "Remove Number" }).click();
    await expect(toast(page, "Phone number removed")).toBeVisible();
    await expect(widget).toBeVisible();
    await expect(definition(info, "SMS Enabled")).toHaveText("No");
    await expect(definition(info, "Phone Number")).toHaveText("Not set");
  });

  test("phone server errors show inline", async ({ page, account }) => {
    expect(account.isAdmin).toBe(false);
    await page.route("**/api/phone/verify-request", (route) =>
      route.fulfill({ status: 409, json: { message: "This phone number is already linked to another account." } }),
    );
    await page.goto("/profile-settings");
    const widget = page.getByRole("region", { name: "SMS Phone Verification" });
    await widget.getByLabel("Phone Number").fill("5551234567");
    await widget.getByRole("button", { name: "Send Code" }).click();
    await expect(widget.getByRole("alert")).toHaveText("This phone number is already linked to another account.");
    await expect(widget.getByLabel("Verification Code")).toHaveCount(0);

    await page.route("**/api/phone/verify-request", (route) => route.fulfill({ status: 502, body: "" }));
    await widget.getByRole("button", { name: "Send Code" }).click();
    await expect(widget.getByRole("alert")).toHaveText("Failed to send verification code");
  });
});

test.describe("phone prompt", () => {
  const promptOf = (page: Page) => page.getByRole("complementary", { name: "Verify Your Phone", exact: true });

  test("appears 3 s after load; Maybe Later hides it across reloads", async ({ page, account }) => {
    expect(account.isAdmin).toBe(false);
    const greeting = page.getByText("Ready to create some laughs today?");
    await page.clock.install();
    await page.goto("/dashboard");
    await expect(greeting).toBeVisible();
    const prompt = promptOf(page);
    await expect(prompt).toHaveCount(0);

    await page.clock.runFor(3000);
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole("link", { name: "Verify Now" })).toHaveAttribute("href", "/sms-settings");
    await prompt.getByRole("button", { name: "Maybe Later" }).click();
    await expect(prompt).toHaveCount(0);

    await page.reload();
    await expect(greeting).toBeVisible();
    await page.clock.runFor(5000);
    await expect(page.getByRole("complementary", { name: "SMS joke capture" })).toBeVisible();
    await expect(prompt).toHaveCount(0);
  });

  test("closing with X records the dismissal time", async ({ page, account }) => {
    expect(account.isAdmin).toBe(false);
    await page.clock.install();
    await page.goto("/dashboard");
    await expect(page.getByText("Ready to create some laughs today?")).toBeVisible();
    await page.clock.runFor(3000);
    const prompt = promptOf(page);
    await prompt.getByRole("button", { name: "Dismiss phone prompt" }).click();
    await expect(prompt).toHaveCount(0);
    const stored = await page.evaluate(() => window.localStorage.getItem("phone-prompt-dismissed-at"));
    expect(Number(stored)).toBeGreaterThan(0);
  });
});
