import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { users } from "@shared/schema/index";
import { smtpMailer } from "../../integrations/mail/smtp-mailer";
import { linkFromMail } from "../../test/received-mail";
import { startSmtpPeer } from "../../test/smtp-peer";
import { aUser, signedInAgent, uniqueEmail } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { apiClient } from "../../test/api-client";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ mailer: smtpMailer(smtp.url, "Comedy Toolkit <no-reply@toolkit.test>"), appUrl: "http://toolkit.test" });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const tokenOf = (link: string) => link.split("/").pop()!;

describe("email verification", () => {
  it("mails a link at sign-up that verifies the email once", async () => {
    const { agent, user: { email } } = await signedInAgent(t);
    const link = await linkFromMail(smtp.inbox, email, "/verify-email/");
    expect(link.startsWith("http://toolkit.test/verify-email/")).toBe(true);
    const mail = smtp.inbox.find((m) => m.to.includes(email))!;
    expect(mail.html).toContain(link);
    const ok = await apiClient(t.agent()).account.verifyEmail({ params: { token: tokenOf(link) } });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBeTruthy();
    expect((await apiClient(agent).account.currentUser()).body.isEmailVerified).toBe(true);
    const again = await apiClient(t.agent()).account.verifyEmail({ params: { token: tokenOf(link) } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("Invalid verification link");
  });

  it("stores only a hash of the token", async () => {
    const { email, id } = await aUser(t);
    const token = tokenOf(await linkFromMail(smtp.inbox, email, "/verify-email/"));
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row?.emailVerificationToken).toBeTruthy();
    expect(row?.emailVerificationToken).not.toBe(token);
  });

  it("refuses an expired link", async () => {
    const { email, id } = await aUser(t);
    const token = tokenOf(await linkFromMail(smtp.inbox, email, "/verify-email/"));
    await t.db.update(users).set({ emailVerificationExpires: sql`now() - interval '1 minute'` }).where(eq(users.id, id));
    await apiClient(t.agent()).account.verifyEmail({ params: { token } }).expect(400);
  });

  it("resends on request, rate-limited, and not once verified", async () => {
    const { agent, user: { email } } = await signedInAgent(t);
    await linkFromMail(smtp.inbox, email, "/verify-email/");
    const before = smtp.inbox.filter((m) => m.to.includes(email)).length;
    await apiClient(agent).account.resendVerification().expect(200);
    await expect.poll(() => smtp.inbox.filter((m) => m.to.includes(email)).length).toBe(before + 1);
    await apiClient(agent).account.resendVerification().expect(200);
    await apiClient(agent).account.resendVerification().expect(200);
    const limited = await apiClient(agent).account.resendVerification();
    expect(limited.status).toBe(429);
    // Only the newest link works.
    const newest = tokenOf(await linkFromMail(smtp.inbox, email, "/verify-email/"));
    await apiClient(t.agent()).account.verifyEmail({ params: { token: newest } }).expect(200);
    const verified = await apiClient(agent).account.resendVerification();
    expect(verified.status).toBe(400);
  });

  it("needs a session to resend", async () => {
    await apiClient(t.agent()).account.resendVerification().expect(401);
  });
});

describe("password reset", () => {
  it("mails a one-hour, single-use link that ends every session", async () => {
    const { agent, user } = await signedInAgent(t);
    const { email } = user;
    const res = await apiClient(t.agent()).account.forgotPassword({ body: { email } });
    expect(res.status).toBe(200);
    const link = await linkFromMail(smtp.inbox, email, "/reset-password/");
    const token = tokenOf(link);
    await apiClient(t.agent()).account.verifyResetToken({ params: { token } }).expect(200);
    await apiClient(t.agent()).account.resetPassword({ body: { token, password: "12345" } }).expect(400);
    await apiClient(t.agent()).account.resetPassword({ body: { token, password: "brand-new" } }).expect(200);
    await apiClient(agent).account.currentUser().expect(401);
    await apiClient(t.agent()).account.login({ body: { email, password: user.password } }).expect(401);
    await apiClient(t.agent()).account.login({ body: { email, password: "brand-new" } }).expect(200);
    const reused = await apiClient(t.agent()).account.resetPassword({ body: { token, password: "another1" } });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe("This password reset link is invalid or has expired. Please request a new password reset.");
    await apiClient(t.agent()).account.verifyResetToken({ params: { token } }).expect(400);
  });

  it("refuses an expired link", async () => {
    const { email, id } = await aUser(t);
    await apiClient(t.agent()).account.forgotPassword({ body: { email } }).expect(200);
    const token = tokenOf(await linkFromMail(smtp.inbox, email, "/reset-password/"));
    await t.db.update(users).set({ passwordResetExpires: sql`now() - interval '1 second'` }).where(eq(users.id, id));
    await apiClient(t.agent()).account.verifyResetToken({ params: { token } }).expect(400);
    await apiClient(t.agent()).account.resetPassword({ body: { token, password: "brand-new" } }).expect(400);
  });

  it("answers an unknown email exactly like a known one and sends nothing", async () => {
    const { email } = await aUser(t);
    const unknown = uniqueEmail("nobody");
    const known = await apiClient(t.agent()).account.forgotPassword({ body: { email } });
    const missing = await apiClient(t.agent()).account.forgotPassword({ body: { email: unknown } });
    expect(missing.status).toBe(known.status);
    expect(missing.body).toEqual(known.body);
    await linkFromMail(smtp.inbox, email, "/reset-password/");
    expect(smtp.inbox.some((m) => m.to.includes(unknown))).toBe(false);
  });

  it("refuses a made-up token", async () => {
    await apiClient(t.agent()).account.verifyResetToken({ params: { token: "not-a-real-token" } }).expect(400);
    await apiClient(t.agent()).account.resetPassword({ body: { token: "not-a-real-token", password: "brand-new" } }).expect(400);
  });

  it("is rate-limited per email", async () => {
    const email = uniqueEmail("reset-flood");
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await apiClient(t.agent()).account.forgotPassword({ body: { email } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe("account changes", () => {
  it("changes the email with the current password; the new address must verify again", async () => {
    const { agent, user } = await signedInAgent(t);
    const next = uniqueEmail("moved");
    await apiClient(agent).account.changeEmail({ unchecked: { body: { email: next } } }).expect(400);
    const wrong = await apiClient(agent).account.changeEmail({ body: { email: next, password: "nope" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/current password/);
    const ok = await apiClient(agent).account.changeEmail({ body: { email: next, password: user.password } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ email: next, isEmailVerified: false });
    const link = await linkFromMail(smtp.inbox, next, "/verify-email/");
    await apiClient(t.agent()).account.verifyEmail({ params: { token: tokenOf(link) } }).expect(200);
  });

  it("refuses an email that another account uses", async () => {
    const taken = await aUser(t);
    const { agent, user } = await signedInAgent(t);
    const res = await apiClient(agent).account.changeEmail({ body: { email: taken.email, password: user.password } });
    expect(res.status).toBe(409);
  });

  it("changes the password and signs out other sessions only", async () => {
    const { agent, user } = await signedInAgent(t);
    const { email, password } = user;
    const other = t.agent();
    await apiClient(other).account.login({ body: { email, password } }).expect(200);
    await apiClient(agent).account.changePassword({ body: { currentPassword: "wrong", newPassword: "newpass1" } }).expect(400);
    await apiClient(agent).account.changePassword({ body: { currentPassword: password, newPassword: "short" } }).expect(400);
    await apiClient(agent).account.changePassword({ body: { currentPassword: password, newPassword: "newpass1" } }).expect(200);
    await apiClient(agent).account.currentUser().expect(200);
    await apiClient(other).account.currentUser().expect(401);
    await apiClient(t.agent()).account.login({ body: { email, password: "newpass1" } }).expect(200);
  });

  it("counts wrong current passwords per account across email, password and deletion: 5 per 15 minutes, then 429", async () => {
    const { agent, user } = await signedInAgent(t);
    const guesses = [
      () => apiClient(agent).account.changeEmail({ body: { email: uniqueEmail("taken-over"), password: "guess-1" } }),
      () => apiClient(agent).account.changePassword({ body: { currentPassword: "guess-2", newPassword: "hijacked1" } }),
      () => apiClient(agent).account.deleteAccount({ body: { password: "guess-3" } }),
      () => apiClient(agent).account.changePassword({ body: { currentPassword: "guess-4", newPassword: "hijacked1" } }),
      () => apiClient(agent).account.changeEmail({ body: { email: uniqueEmail("taken-over"), password: "guess-5" } }),
    ];
    for (const guess of guesses) expect((await guess()).status).toBe(400);
    // Held now, even with the right password, on every route and from another device of the account.
    const otherDevice = t.agent();
    await apiClient(otherDevice).account.login({ body: { email: user.email, password: user.password } }).expect(200);
    for (const held of [
      apiClient(agent).account.changePassword({ body: { currentPassword: user.password, newPassword: "hijacked1" } }),
      apiClient(otherDevice).account.changeEmail({ body: { email: uniqueEmail("taken-over"), password: user.password } }),
    ]) {
      const res = await held;
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(/Too many wrong passwords/);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(14 * 60);
    }
    // Nothing changed: the old password still signs in, at the old email.
    await apiClient(t.agent()).account.login({ body: { email: user.email, password: user.password } }).expect(200);
    // Another account is not held.
    const other = await signedInAgent(t);
    await apiClient(other.agent).account.changePassword({ body: { currentPassword: "wrong", newPassword: "newpass1" } }).expect(400);
    await apiClient(other.agent).account.changePassword({ body: { currentPassword: other.user.password, newPassword: "newpass1" } }).expect(200);
  });
});
