import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { logger } from "../../logger";
import type { Mailer, MailMessage } from "./mailer";

/**
 * Local driver: no mail leaves the machine. Each message is logged with its links and
 * written to DATA_DIR/outbox, so verification and reset links work in development.
 */
export function outboxMailer(dataDir: string, from: string): Mailer {
  const dir = path.resolve(dataDir, "outbox");
  return {
    kind: "outbox",
    async send(message: MailMessage) {
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(":", "-");
      const file = path.join(dir, `${stamp}-${message.to.replace(/[^\w.@-]/g, "_")}.txt`);
      const body = `From: ${from}\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`;
      await writeFile(file, body, { mode: 0o600 });
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info({ to: message.to, subject: message.subject, links, file }, "mail kept in the local outbox");
    },
  };
}
