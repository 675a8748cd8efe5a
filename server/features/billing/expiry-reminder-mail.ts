import { escapeHtml } from "@shared/text/escape-html";
import type { MailMessage } from "../../integrations/mail/mailer";

export interface ReminderMail {
  to: string;
  daysBefore: 7 | 1;
  firstExpiry: Date;
  appUrl: string;
}

/** The reminder a free-tier comedian gets 7 days and 1 day before their first writing expires. */
export function expiryReminderMail({ to, daysBefore, firstExpiry, appUrl }: ReminderMail): MailMessage {
  const when = firstExpiry.toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, "");
  const upgrade = `${appUrl}/billing`;
  const exportLink = `${appUrl}/api/export`;
  const lead =
    daysBefore === 1
      ? `Some of your writing expires tomorrow (${when}).`
      : `Some of your writing expires in 7 days or less (first on ${when}).`;
  const subject = daysBefore === 1 ? "Your jokes expire tomorrow" : "Your jokes expire in a week";
  const text = [
    lead,
    "",
    "Free-tier data expires after 30 days. To keep every joke, note and thought for good, upgrade your plan:",
    upgrade,
    "",
    "Or download a copy of everything you have written (sign in first):",
    exportLink,
    "",
    "Comedy Toolkit",
  ].join("\n");
  const html = `<p>${escapeHtml(lead)}</p>
<p>Free-tier data expires after 30 days. To keep every joke, note and thought for good, <a href="${escapeHtml(upgrade)}">upgrade your plan</a>.</p>
<p>Or <a href="${escapeHtml(exportLink)}">download a copy of everything you have written</a> (sign in first).</p>
<p>Comedy Toolkit</p>`;
  return { to, subject, text, html };
}
