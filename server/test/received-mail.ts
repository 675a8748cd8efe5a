/** A mail as the SMTP peer received it. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The mails received so far: the peer's own list, or a reader (e.g. over HTTP from another process). */
export type Inbox = ReceivedMail[] | (() => Promise<ReceivedMail[]>);

const read = (inbox: Inbox) => (Array.isArray(inbox) ? Promise.resolve(inbox) : inbox());

/** Waits for a mail to arrive for `to`, and returns the first link in the newest such mail that contains `path`. */
export async function linkFromMail(inbox: Inbox, to: string, path: string, timeoutMs = 5000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = [...(await read(inbox))].reverse().find((m) => m.to.includes(to) && m.text.includes(path));
    const link = mail?.text.match(new RegExp(`https?://\\S*${path}\\S*`))?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a ${path} link`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
