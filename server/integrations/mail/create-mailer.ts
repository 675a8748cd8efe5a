import type { Env } from "../../config/env";
import type { Mailer } from "./mailer";
import { outboxMailer } from "./outbox-mailer";
import { smtpMailer } from "./smtp-mailer";

export function createMailer(env: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "DATA_DIR">): Mailer {
  return env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM) : outboxMailer(env.DATA_DIR, env.MAIL_FROM);
}
