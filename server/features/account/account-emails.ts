import { escapeHtml } from "@shared/text/escape-html";
import type { MailMessage } from "../../integrations/mail/mailer";

function message(to: string, subject: string, lines: string[], action: { label: string; url: string }): MailMessage {
  const text = [...lines, "", `${action.label}: ${action.url}`, "", "— Comedy Toolkit"].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1c1917;max-width:560px">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#f59e0b;color:#1c1917;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="color:#78716c;font-size:13px">Or paste this link into your browser: ${escapeHtml(action.url)}</p>
<p>— Comedy Toolkit</p></body></html>`;
  return { to, subject, text, html };
}

export const verificationEmail = (to: string, url: string) =>
  message(
    to,
    "Confirm your email for Comedy Toolkit",
    ["Welcome to Comedy Toolkit!", "Confirm this email address so we can reach you about your account. The link works for 24 hours."],
    { label: "Verify my email", url },
  );

export const passwordResetEmail = (to: string, url: string) =>
  message(
    to,
    "Reset your Comedy Toolkit password",
    [
      "Someone (hopefully you) asked to reset the password for this account.",
      "The link works once, for one hour. If you didn't ask, ignore this email: your password stays as it is.",
    ],
    { label: "Choose a new password", url },
  );

export const accountDeletedEmail = (to: string, url: string) =>
  message(
    to,
    "Your Comedy Toolkit account is deleted",
    [
      "Your Comedy Toolkit account and everything in it (joke notes, notes, thoughts and settings) have been deleted, as you asked.",
      "Your phone number is no longer linked, and every device has been signed out. If you didn't ask for this, reply to this email.",
    ],
    { label: "Start a new account", url },
  );
