import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { ReceivedMail } from "./received-mail";

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
export async function startSmtpPeer(): Promise<{ url: string; inbox: ReceivedMail[]; stop: () => Promise<void> }> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(", ") : (mail.to?.text ?? "");
          inbox.push({ to, subject: mail.subject ?? "", text: mail.text ?? "", html: typeof mail.html === "string" ? mail.html : "" });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
