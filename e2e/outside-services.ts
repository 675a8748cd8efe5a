// What the app sent to the outside world during the run: the mail the SMTP peer received
// and the texts the Twilio peer was asked to send. serve.ts keeps both and serves them on
// 127.0.0.1, so a test reads a mailed link or a texted code as the comedian would.
import { linkFromMail, type ReceivedMail } from "../server/test/received-mail";
import type { SentMessage } from "../server/test/twilio-peer";
import { e2ePorts } from "./ports";

const inbox = `http://127.0.0.1:${e2ePorts().peersInbox}`;

async function read<T>(path: "/mail" | "/texts"): Promise<T[]> {
  const res = await fetch(`${inbox}${path}`);
  if (!res.ok) throw new Error(`the peers' inbox answered ${res.status}`);
  return (await res.json()) as T[];
}

/** Every mail received for `email` so far, oldest first. */
export async function mailsTo(email: string): Promise<ReceivedMail[]> {
  return (await read<ReceivedMail>("/mail")).filter((mail) => mail.to.includes(email));
}

/** Waits for a mail to `email` with a link containing `path`; returns the newest such link. */
export function linkMailedTo(email: string, path: "/verify-email/" | "/reset-password/"): Promise<string> {
  return linkFromMail(() => read<ReceivedMail>("/mail"), email, path, 10_000);
}

/** The 6-digit code in the newest text sent to `phone`. */
export async function codeTextedTo(phone: string): Promise<string> {
  const text = (await read<SentMessage>("/texts")).reverse().find((message) => message.to === phone);
  const code = text?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}
