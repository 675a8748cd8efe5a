import type { Severity } from "@shared/error-logs/severities";
import type { Db } from "../../db/client";
import type { Mailer } from "../../integrations/mail/mailer";
import { logger } from "../../logger";
import { alertRecipients } from "../admin-users/admin-users.service";
import { alertMail, digestMail, type AlertMailInput } from "./error-alert-mail";
import { claimAlert, claimHeldBackAlerts, deleteStaleAlerts } from "./error-alerts.repository";

/** At most one mail per distinct error in this many minutes; the rest go in a digest. */
export const ALERT_WINDOW_MINUTES = 15;

const ALERTING: ReadonlySet<Severity> = new Set(["high", "critical"]);

export interface ErrorAlerts {
  /** Mails opted-in admins about a stored high or critical error, unless one went out for it within the window. */
  notify(alert: Omit<AlertMailInput, "heldBack"> & { fingerprint: string }): Promise<{ sent: number }>;
  /** Mails one digest of errors that kept happening after their alert (a scheduled job). */
  sendDigests(): Promise<{ errors: number; mails: number }>;
}

export function createErrorAlerts(deps: { db: Db; mailer: Mailer; appUrl: string; windowMinutes?: number }): ErrorAlerts {
  const window = deps.windowMinutes ?? ALERT_WINDOW_MINUTES;

  async function mailEach(recipients: string[], make: (to: string) => Parameters<Mailer["send"]>[0]): Promise<number> {
    const results = await Promise.allSettled(recipients.map((to) => deps.mailer.send(make(to))));
    for (const result of results) {
      if (result.status === "rejected") logger.error({ err: result.reason }, "could not send an error alert");
    }
    return results.filter((r) => r.status === "fulfilled").length;
  }

  return {
    async notify(alert) {
      if (!ALERTING.has(alert.severity)) return { sent: 0 };
      const recipients = await alertRecipients(deps.db);
      if (recipients.length === 0) return { sent: 0 };
      const claim = await claimAlert(deps.db, alert, window);
      if (!claim.send) return { sent: 0 };
      const sent = await mailEach(recipients, (to) => alertMail(to, { ...alert, heldBack: claim.heldBack }, deps.appUrl, window));
      return { sent };
    },

    async sendDigests() {
      await deleteStaleAlerts(deps.db);
      const recipients = await alertRecipients(deps.db);
      // With nobody to tell, leave the counts for when someone opts in.
      if (recipients.length === 0) return { errors: 0, mails: 0 };
      const due = await claimHeldBackAlerts(deps.db, window);
      if (due.length === 0) return { errors: 0, mails: 0 };
      const mails = await mailEach(recipients, (to) => digestMail(to, due, deps.appUrl, window));
      return { errors: due.length, mails };
    },
  };
}
