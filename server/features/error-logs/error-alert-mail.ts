import type { Severity } from "@shared/error-logs/severities";
import type { MailMessage } from "../../integrations/mail/mailer";
import { escapeHtml } from "@shared/text/escape-html";

export interface AlertMailInput {
  id: number;
  message: string;
  severity: Severity;
  source: string;
  path: string | null;
  createdAt: Date;
  /** Occurrences held back since the previous alert for this error. */
  heldBack: number;
}

export function alertMail(to: string, alert: AlertMailInput, appUrl: string, windowMinutes: number): MailMessage {
  const level = alert.severity.toUpperCase();
  const link = `${appUrl}/admin`;
  const lines = [
    `A ${alert.severity} error was just logged on Comedy Toolkit.`,
    "",
    `Message: ${alert.message}`,
    `Severity: ${alert.severity}`,
    `Source: ${alert.source}${alert.path ? ` (${alert.path})` : ""}`,
    `When: ${alert.createdAt.toISOString()}`,
    ...(alert.heldBack > 0 ? ["", `It also happened ${alert.heldBack} more time(s) since the previous alert about it.`] : []),
    "",
    `More alerts about this error are held for ${windowMinutes} minutes and then sent as one digest.`,
    `See the stack and context in Error Monitoring: ${link}`,
  ];
  const html = `<p>A <strong>${escapeHtml(alert.severity)}</strong> error was just logged on Comedy Toolkit.</p>
<p><strong>${escapeHtml(alert.message)}</strong></p>
<p>Source: ${escapeHtml(alert.source)}${alert.path ? ` (${escapeHtml(alert.path)})` : ""}<br>When: ${alert.createdAt.toISOString()}</p>
${alert.heldBack > 0 ? `<p>It also happened ${alert.heldBack} more time(s) since the previous alert about it.</p>` : ""}
<p>More alerts about this error are held for ${windowMinutes} minutes and then sent as one digest.</p>
<p><a href="${escapeHtml(link)}">Open Error Monitoring</a></p>`;
  return { to, subject: `[${level}] ${alert.message.slice(0, 120)}`, text: lines.join("\n"), html };
}

export interface DigestEntry {
  message: string;
  severity: Severity;
  count: number;
}

export function digestMail(to: string, entries: DigestEntry[], appUrl: string, windowMinutes: number): MailMessage {
  const total = entries.reduce((sum, e) => sum + e.count, 0);
  const rows = entries.map((e) => `- [${e.severity}] ${e.message}: ${e.count} more time(s)`);
  return {
    to,
    subject: `Error digest: ${total} more occurrence(s) of ${entries.length} error(s)`,
    text: [
      `These errors kept happening after their alert in the last ${windowMinutes} minutes:`,
      "",
      ...rows,
      "",
      `Error Monitoring: ${appUrl}/admin`,
    ].join("\n"),
    html: `<p>These errors kept happening after their alert in the last ${windowMinutes} minutes:</p><ul>${entries
      .map((e) => `<li>[${escapeHtml(e.severity)}] ${escapeHtml(e.message)}: <strong>${e.count}</strong> more time(s)</li>`)
      .join("")}</ul><p><a href="${escapeHtml(`${appUrl}/admin`)}">Open Error Monitoring</a></p>`,
  };
}
