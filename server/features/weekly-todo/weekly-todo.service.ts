import { isSmsEnabled } from "@shared/sms/phone-number";
import type { WeeklyTodoReport, WeeklyTodoTrigger } from "@shared/weekly-todo/weekly-todo-dto";
import type { Db } from "../../db/client";
import { upstreamFailed } from "../../domain/domain-error";
import type { Mailer } from "../../integrations/mail/mailer";
import { logger } from "../../logger";
import { administratorEmails } from "../admin-users/admin-users.service";
import { errorSummarySince } from "../error-logs/error-logs.service";
import { listNumbers } from "../sms/twilio-admin.service";
import { weeklyTodoMail } from "./weekly-todo-mail";
import * as repo from "./weekly-todo.repository";
import type { SmsNumbers } from "../../integrations/sms/sms-numbers";

export interface WeeklyTodoDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  smsNumbers?: SmsNumbers;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

async function smsStatus(client: SmsNumbers | undefined): Promise<WeeklyTodoReport["sms"]> {
  if (!client) return { configured: false, notConfigured: [], problem: "Twilio is not configured, so nobody can text jokes in." };
  try {
    const numbers = await listNumbers(client);
    return { configured: true, notConfigured: numbers.filter((n) => !isSmsEnabled(n)).map((n) => n.phoneNumber), problem: null };
  } catch (error) {
    return { configured: true, notConfigured: [], problem: `Twilio could not be asked about the numbers: ${(error as Error).message}` };
  }
}

export async function buildWeeklyReport(deps: WeeklyTodoDeps, now = new Date()): Promise<WeeklyTodoReport> {
  const since = new Date(now.getTime() - WEEK_MS);
  const [errors, users, sms, coupons, expiringData, betaClicks] = await Promise.all([
    errorSummarySince(deps.db, since),
    repo.userCounts(deps.db, since),
    smsStatus(deps.smsNumbers),
    repo.couponsRunningOut(deps.db, 7),
    repo.expiringData(deps.db, 7),
    repo.betaClicks(deps.db, since),
  ]);
  return {
    since: since.toISOString(),
    errors: { counts: errors.counts, top: errors.top.map(({ message, severity, count }) => ({ message, severity, count })) },
    users,
    sms,
    coupons,
    expiringData,
    betaClicks,
  };
}

/** Builds the week's report and mails it to every administrator. */
export async function sendWeeklyTodo(deps: WeeklyTodoDeps): Promise<{ sent: number; failed: number }> {
  const recipients = await administratorEmails(deps.db);
  const report = await buildWeeklyReport(deps);
  const results = await Promise.allSettled(recipients.map((to) => deps.mailer.send(weeklyTodoMail(to, report, deps.appUrl))));
  const failed = results.filter((r) => r.status === "rejected");
  for (const f of failed) logger.error({ err: (f).reason }, "weekly TODO email not sent");
  return { sent: results.length - failed.length, failed: failed.length };
}

/** The admin's "send it now": the same mail, answered as { success, message }. */
export async function triggerWeeklyTodo(deps: WeeklyTodoDeps): Promise<WeeklyTodoTrigger> {
  const { sent, failed } = await sendWeeklyTodo(deps);
  if (sent === 0 && failed > 0) throw upstreamFailed("The mail server refused the TODO email. Check SMTP_URL and try again.");
  const where = deps.mailer.kind === "outbox" ? " (kept in the local outbox: SMTP_URL is not set)" : "";
  return {
    success: true,
    message: `Weekly TODO email sent to ${sent} administrator${sent === 1 ? "" : "s"}${failed ? `; ${failed} could not be reached` : ""}${where}.`,
  };
}
