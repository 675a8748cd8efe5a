import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { formatE164, formatPhoneInput } from "../shared/account/phone";
import { expect, newEmail, newPhoneNumber, signUpByApi, test, toast } from "./fixtures";
import { codeTextedTo, linkMailedTo, mailsTo } from "./outside-services";
import { e2ePorts } from "./ports";
import { E2E_TWILIO } from "./twilio-numbers";
import { apiClient, isCallOf } from "./api-client";
import { apiRoutes } from "@shared/api";

// Mailed links and texted codes are read from the SMTP and Twilio peers the app really
// sent them to (see serve.ts), so every path here runs against the real server.

const INVALID_RESET_TEXT = "This password reset link is invalid or has expired. Please request a new password reset.";

/** The value shown next to a label in a <dl> (Account Information). */
function definition(scope: Locator, term: string): Locator {
  return scope.getByRole("term").filter({ hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd[1]");
}

const tokenOf = (link: string) => new URL(link).pathname.split("/").pop() ?? "";

/** A visitor with an account who has asked for a password reset; returns the mailed link. */
async function resetRequested(page: Page): Promise<{ email: string; link: string }> {
  const { email } = await signUpByApi(page);
  await page.context().clearCookies();
  expect((await apiClient(page.request).account.forgotPassword({ body: { email } })).status()).toBe(200);
  return { email, link: await linkMailedTo(email, "/reset-password/") };
}

/** Another comedian verifies `phone` through the API, with the code texted to it. */
async function verifiedByAnotherAccount(request: APIRequestContext, phone: string): Promise<void> {
  const api = apiClient(request);
  expect((await api.account.register({ body: { email: newEmail("other"), password: "laughs123" } })).status()).toBe(201);
  expect((await api.phone.requestCode({ body: { phoneNumber: phone } })).status()).toBe(200);
  const confirmed = await api.phone.confirmCode({ body: { verificationCode: await codeTextedTo(phone) } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** A code one off the real one. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

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
    const { link } = await resetRequested(page);
    let resetCalls = 0;
    page.on("request", (request) => {
      if (isCallOf(request, apiRoutes.account.resetPassword)) resetCalls += 1;
    });
    await page.goto(link);

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

  test("a link already used elsewhere shows the reset failure", async ({ page }) => {
    const { link } = await resetRequested(page);
    await page.goto(link);
    await expect(page.getByLabel("New Password", { exact: true })).toBeVisible();
    // Spent in another tab while this one was open: the server refuses it now.
    const spent = await apiClient(page.request).account.resetPassword({ body: { token: tokenOf(link), password: "elsewhere-1" } });
    expect(spent.status()).toBe(200);

    await page.getByLabel("New Password", { exact: true }).fill("brand-new-1");
    await page.getByLabel("Confirm New Password").fill("brand-new-1");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(toast(page, "Reset failed")).toContainText(INVALID_RESET_TEXT);
    await expect(page).toHaveURL(new RegExp(`/reset-password/${tokenOf(link)}$`));
  });

  test("a mailed link resets the password, goes home after 3 seconds, and the new password signs in", async ({ page }) => {
    const account = await signUpByApi(page);
    await page.context().clearCookies();

    // Forgot password, from the landing page's sign-in dialog.
    await page.goto("/");
    await page.getByRole("button", { name: "Start Creating" }).click();
    await page.getByRole("dialog").getByRole("button", { name: /sign in/i }).click();
    await page.getByRole("dialog").getByLabel("Email").fill(account.email);
    await page.getByRole("dialog").getByRole("button", { name: /forgot password/i }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Reset Password" })).toBeVisible();
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(toast(page, "Reset link sent")).toBeVisible();

    const link = await linkMailedTo(account.email, "/reset-password/");
    expect(link.startsWith(`http://127.0.0.1:${e2ePorts().app}/reset-password/`)).toBe(true);
    await page.clock.install();
    await page.goto(link);
    await page.getByLabel("New Password", { exact: true }).fill("brand-new-1");
    await page.getByLabel("Confirm New Password").fill("brand-new-1");
    await page.getByRole("button", { name: "Reset Password" }).click();

    await expect(page.getByRole("heading", { name: "Password Reset!" })).toBeVisible();
    await expect(page.getByText("Your password has been reset. Sign in with your new password.").first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/reset-password/${tokenOf(link)}$`));
    await page.clock.runFor(3000);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Start Creating" })).toBeVisible();

    expect((await apiClient(page.request).account.login({ body: { email: account.email, password: account.password } })).status()).toBe(401);
    await page.goto("/auth");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill("brand-new-1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
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

  test("the link mailed at sign-up verifies the email once and refreshes the session user", async ({ page }) => {
    const email = newEmail("verify");
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("laughs123");
    await page.getByLabel("Confirm Password").fill("laughs123");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const link = await linkMailedTo(email, "/verify-email/");
    let verifyCalls = 0;
    page.on("request", (request) => {
      if (isCallOf(request, apiRoutes.account.verifyEmail)) verifyCalls += 1;
    });
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Email Verified" })).toBeVisible();
    await expect(page.getByText("Your email is verified. Thanks!")).toBeVisible();
    expect(verifyCalls).toBe(1); // the link is single use: spent once even under StrictMode

    // Without a reload, the app already knows: Profile Settings shows the email verified.
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole("button", { name: "Open user menu" }).click();
    await page.getByRole("menuitem", { name: "Profile Settings" }).click();
    await expect(definition(page.getByRole("region", { name: "Account Information" }), "Email Verified")).toHaveText("Yes");
    await expect(page.getByRole("complementary", { name: "Email verification" })).toHaveCount(0);

    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Invalid verification link" })).toBeVisible();
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
    await linkMailedTo(account.email, "/verify-email/"); // the sign-up mail
    const mailed = (await mailsTo(account.email)).length;
    await banner.getByRole("button", { name: "Resend Verification Email" }).click();
    await expect(toast(page, "Verification Email Sent")).toContainText("Verification email sent. Check your inbox.");
    await expect.poll(async () => (await mailsTo(account.email)).length).toBe(mailed + 1);

    // Verified in another tab meanwhile: this page still offers a resend, and the server says why not.
    const otherTab = await page.context().newPage();
    await otherTab.goto(await linkMailedTo(account.email, "/verify-email/"));
    await expect(otherTab.getByRole("heading", { name: "Email Verified" })).toBeVisible();
    await otherTab.close();
    await banner.getByRole("button", { name: "Resend Verification Email" }).click();
    await expect(toast(page, "Failed to Send Email")).toContainText("Your email is already verified.");
  });

  test("without a capture number the SMS card says so and still shows the format", async ({ page, account }) => {
    expect(account.isAdmin).toBe(false);
    // The same site run without an SMS service: serve.ts's second instance, on the same
    // database, so this session is signed in there too.
    await page.goto(`http://127.0.0.1:${e2ePorts().appWithoutSms}/profile-settings`);
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
    const me = await apiClient(page.request).account.currentUser().answer();
    expect(me.email).toBe(next);
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

    const oldLogin = await apiClient(page.request).account.login({ body: { email: account.email, password: account.password } });
    expect(oldLogin.status()).toBe(401);
    const newLogin = await apiClient(page.request).account.login({ body: { email: account.email, password: "punchline-1" } });
    expect(newLogin.status(), await newLogin.text()).toBe(200);
  });

  test("the phone widget formats, sends, confirms and closes itself", async ({ page, account }) => {
    await page.clock.install();
    expect(account.isAdmin).toBe(false);
    const number = newPhoneNumber();
    const digits = number.slice(2);
    const requested: unknown[] = [];
    const confirmed: unknown[] = [];
    page.on("request", (request) => {
      if (isCallOf(request, apiRoutes.phone.requestCode)) requested.push(request.postDataJSON());
      if (isCallOf(request, apiRoutes.phone.confirmCode)) confirmed.push(request.postDataJSON());
    });

    await page.goto("/profile-settings");
    const widget = page.getByRole("region", { name: "SMS Phone Verification" });
    const phone = widget.getByLabel("Phone Number");
    await expect(phone).toHaveAttribute("type", "tel");
    await expect(phone).toHaveAttribute("maxlength", "14");

    await phone.fill(digits.slice(0, 6));
    await expect(phone).toHaveValue(formatPhoneInput(digits.slice(0, 6)));
    await widget.getByRole("button", { name: "Send Code" }).click();
    await expect(widget.getByText("Please enter a valid 10-digit phone number")).toBeVisible();
    expect(requested).toHaveLength(0);

    await phone.fill(`${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`);
    await expect(phone).toHaveValue(formatE164(number));
    await expect(widget.getByText("Please enter a valid 10-digit phone number")).toHaveCount(0);
    await widget.getByRole("button", { name: "Send Code" }).click();
    await expect(toast(page, "Verification code sent!")).toBeVisible();
    const code = widget.getByLabel("Verification Code");
    await expect(code).toBeVisible();
    expect(requested).toEqual([{ phoneNumber: number }]);
    const texted = await codeTextedTo(number);

    await expect(code).toHaveAttribute("inputmode", "numeric");
    await expect(code).toHaveAttribute("maxlength", "6");
    const resend = widget.getByRole("button", { name: /^Resend/ });
    await expect(resend).toBeDisabled();
    await page.clock.runFor(1000);
    // The page's clock also runs on its own, so on a busy machine more than a second may pass.
    await expect(resend).toHaveText(/^Resend in (59|[1-5]\d|[1-9])s$/);

    await code.fill("12a34");
    await expect(code).toHaveValue("1234");
    expect(confirmed).toHaveLength(0);
    await code.fill(wrongCode(texted));
    await expect(widget.getByRole("alert")).toHaveText("Invalid verification code");
    await expect(code).toHaveValue("");
    expect(confirmed).toEqual([{ verificationCode: wrongCode(texted) }]);

    // The page's clock runs a minute ahead; the server's does not, and it holds the new code back.
    await page.clock.runFor(59_000);
    await expect(resend).toHaveText("Resend Code");
    await expect(resend).toBeEnabled();
    await resend.click();
    await expect.poll(() => requested.length).toBe(2);
    expect(requested[1]).toEqual({ phoneNumber: number });
    await expect(widget.getByRole("alert")).toHaveText(/^Please wait \d+ seconds before requesting a new code\.$/);

    await code.fill(texted);
    await expect(toast(page, "Phone verified!")).toBeVisible();
    await expect(widget.getByText("You're all set!")).toBeVisible();
    const info = page.getByRole("region", { name: "Account Information" });
    await expect(definition(info, "SMS Enabled")).toHaveText("Yes");
    await expect(definition(info, "Phone Number")).toHaveText(formatE164(number));

    await page.clock.runFor(2000);
    await expect(widget).toHaveCount(0);
    const sms = page.getByRole("region", { name: "SMS Joke Capture" });
    await expect(sms.getByText(formatE164(number))).toBeVisible();
    const me = await apiClient(page.request).account.currentUser().answer();
    expect(me).toMatchObject({ phoneNumber: number, isPhoneVerified: true });

    await sms.getByRole("button", { name: "Remove Number" }).click();
    await expect(toast(page, "Phone number removed")).toBeVisible();
    await expect(widget).toBeVisible();
    await expect(definition(info, "SMS Enabled")).toHaveText("No");
    await expect(definition(info, "Phone Number")).toHaveText("Not set");
  });

  test("a phone change that fails at the last step says \"Error updating phone number\"", async ({ page, account: _account, request }) => {
    const number = newPhoneNumber();
    await page.goto("/profile-settings");
    const widget = page.getByRole("region", { name: "SMS Phone Verification" });
    await widget.getByLabel("Phone Number").fill(number.slice(2));
    await widget.getByRole("button", { name: "Send Code" }).click();
    await expect(widget.getByLabel("Verification Code")).toBeVisible();
    const mine = await codeTextedTo(number);
    // Another comedian verifies the same number first.
    await verifiedByAnotherAccount(request, number);
    await widget.getByLabel("Verification Code").fill(mine);
    await expect(toast(page, "Error updating phone number")).toContainText("This phone number is already linked to another account.");
    await expect(widget.getByRole("alert")).toHaveText("This phone number is already linked to another account.");
  });

  test("phone server errors show inline", async ({ page, account, request }) => {
    expect(account.isAdmin).toBe(false);
    const taken = newPhoneNumber();
    await verifiedByAnotherAccount(request, taken);
    await page.goto("/profile-settings");
    const widget = page.getByRole("region", { name: "SMS Phone Verification" });
    const phone = widget.getByLabel("Phone Number");
    const send = widget.getByRole("button", { name: "Send Code" });

    await phone.fill(taken.slice(2));
    await send.click();
    await expect(widget.getByRole("alert")).toHaveText("This phone number is already linked to another account.");
    await expect(widget.getByLabel("Verification Code")).toHaveCount(0);

    // Twilio refuses the number: the text is not sent, and the server explains.
    await phone.fill(E2E_TWILIO.undeliverableNumber.slice(2));
    await send.click();
    await expect(widget.getByRole("alert")).toHaveText(
      "We couldn't send the text message. Please check the number and try again.",
    );
    await expect(widget.getByLabel("Verification Code")).toHaveCount(0);

    // A good number gets its code; Change Number goes back with the number kept, and the
    // server holds the next code back for a minute.
    const mine = newPhoneNumber();
    await phone.fill(mine.slice(2));
    await send.click();
    await expect(widget.getByLabel("Verification Code")).toBeVisible();
    await widget.getByRole("button", { name: "Change Number" }).click();
    await expect(phone).toHaveValue(formatE164(mine));
    await expect(widget.getByLabel("Verification Code")).toHaveCount(0);
    await send.click();
    await expect(widget.getByRole("alert")).toHaveText(/^Please wait \d+ seconds before requesting a new code\.$/);
    await expect(widget.getByLabel("Verification Code")).toHaveCount(0);
  });
});

test.describe("SMS prompts", () => {
  const promptOf = (page: Page) => page.getByRole("complementary", { name: "Verify Your Phone", exact: true });
  const bannerOf = (page: Page) => page.getByRole("complementary", { name: "SMS joke capture" });

  test("the dashboard shows its SMS banner with the cards and the phone prompt 3 s after load, both leading a member to Profile Settings; Maybe Later lasts", async ({ page, account }) => {
    expect(account.isAdmin).toBe(false);
    const greeting = page.getByText("Ready to create some laughs today?");
    await page.clock.install();
    await page.goto("/dashboard");
    await expect(greeting).toBeVisible();
    const prompt = promptOf(page);
    await expect(prompt).toHaveCount(0);
    const dashboardBanner = page.getByRole("region", { name: "Text Your Jokes Instantly" });
    await expect(dashboardBanner).toBeVisible();
    await expect(dashboardBanner.getByRole("link", { name: "Set Up SMS Jokes" })).toHaveAttribute("href", "/profile-settings");

    await page.clock.runFor(5000);
    await expect(prompt).toBeVisible();
    // The compact banner over the pages stays off the dashboard, which has its own.
    await expect(bannerOf(page)).toHaveCount(0);
    await expect(prompt.getByRole("link", { name: "Verify Now" })).toHaveAttribute("href", "/profile-settings");
    await prompt.getByRole("button", { name: "Maybe Later" }).click();
    await expect(prompt).toHaveCount(0);
    expect(Number(await page.evaluate(() => window.localStorage.getItem("phone-prompt-dismissed-at")))).toBeGreaterThan(0);

    await page.reload();
    await expect(greeting).toBeVisible();
    await page.clock.runFor(5000);
    await expect(prompt).toHaveCount(0);
  });

  test("other screens get the banner, over the page without moving it, and it steps aside while typing", async ({ page, account: _account }) => {
    await page.clock.install();
    await page.goto("/joke-notes");
    const heading = page.getByRole("heading", { name: "Joke Notes", level: 1 });
    await expect(heading).toBeVisible();
    // Measured in its own font: the heading's font arriving widens it by a few pixels.
    await page.evaluate(() => document.fonts.ready);
    const before = await heading.boundingBox();
    await page.clock.runFor(2500);
    const banner = bannerOf(page);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("Verify Your Phone for SMS Jokes");
    await expect(banner.getByRole("link", { name: "Verify Phone" })).toHaveAttribute("href", "/profile-settings");
    expect(await heading.boundingBox()).toEqual(before);
    // It floats at the foot of the screen: the page's title stays in sight on a phone too.
    for (const [width, height] of [[1280, 800], [390, 844]] as const) {
      await page.setViewportSize({ width, height });
      const title = await heading.boundingBox();
      const box = await banner.boundingBox();
      expect(title && box && box.y >= title.y + title.height, `the banner clears the title at ${width} px`).toBe(true);
      expect(box && Math.round(box.y + box.height), `the banner sits at the foot of the screen at ${width} px`).toBe(height);
    }

    await page.getByRole("searchbox").focus();
    await expect(banner).toHaveCount(0);
    await page.getByRole("searchbox").blur();
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Dismiss SMS banner" }).click();
    await expect(banner).toHaveCount(0);
  });

  test("Profile Settings, where the banner leads, has no banner over its own phone verification", async ({ page, account: _account }) => {
    await page.clock.install();
    await page.goto("/profile-settings");
    await expect(page.getByRole("region", { name: "SMS Phone Verification" })).toBeVisible();
    await page.clock.runFor(2500);
    await expect(bannerOf(page)).toHaveCount(0);
    // The same wait on another page brings it.
    await page.goto("/joke-notes");
    await expect(page.getByRole("heading", { name: "Joke Notes", level: 1 })).toBeVisible();
    await page.clock.runFor(2500);
    await expect(bannerOf(page)).toBeVisible();
  });

  test("nothing invites a comedian to text jokes when the site has no SMS number", async ({ page, account: _account }) => {
    await page.clock.install();
    await page.goto(`http://127.0.0.1:${e2ePorts().appWithoutSms}/dashboard`);
    await expect(page.getByText("Ready to create some laughs today?")).toBeVisible();
    await page.clock.runFor(5000);
    await expect(promptOf(page)).toHaveCount(0);
    await expect(bannerOf(page)).toHaveCount(0);
    await expect(page.getByText("Text Your Jokes Instantly")).toHaveCount(0);
    await page.goto(`http://127.0.0.1:${e2ePorts().appWithoutSms}/joke-lab`);
    await expect(page.getByRole("heading", { name: "Joke Lab", level: 1 })).toBeVisible();
    await page.clock.runFor(5000);
    await expect(bannerOf(page)).toHaveCount(0);
  });
});
