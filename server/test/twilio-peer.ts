import http from "node:http";
import { randomBytes } from "node:crypto";

export interface SentMessage {
  to: string;
  from: string;
  body: string;
}

export interface PeerNumber {
  sid: string;
  phone_number: string;
  friendly_name: string;
  sms_url: string;
  sms_method: string;
  capabilities: { sms: boolean; mms: boolean; voice: boolean; fax: boolean };
}

/**
 * A local HTTP server speaking the parts of Twilio's REST API the app uses: Messages
 * (create) and IncomingPhoneNumbers (list, update). It checks basic auth with the
 * account SID and token. Texts to an `undeliverable` number are refused as Twilio refuses
 * an invalid one, so a run in another process can produce a failed send for real.
 */
export async function startTwilioPeer(
  accountSid: string,
  authToken: string,
  numbers: PeerNumber[] = [],
  { undeliverable = [] }: { undeliverable?: string[] } = {},
) {
  const messages: SentMessage[] = [];
  const base = `/2010-04-01/Accounts/${accountSid}`;
  let failNext = false;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
      if (req.headers.authorization !== expected) return json(401, { code: 20003, message: "Authenticate", status: 401 });
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      if (req.method === "POST" && req.url === `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
        const invalidTo = () => json(400, { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 });
        if (undeliverable.includes(form.get("To") ?? "")) return invalidTo();
        if (failNext) {
          failNext = false;
          return invalidTo();
        }
        const message = { to: form.get("To") ?? "", from: form.get("From") ?? "", body: form.get("Body") ?? "" };
        messages.push(message);
        return json(201, {
          sid: `SM${randomBytes(16).toString("hex")}`,
          account_sid: accountSid,
          status: "queued",
          ...message,
          date_created: new Date().toUTCString(),
        });
      }
      const path = (req.url ?? "").split("?")[0] ?? "";
      if (req.method === "GET" && path === `${base}/IncomingPhoneNumbers.json`) {
        const uri = `${base}/IncomingPhoneNumbers.json`;
        return json(200, {
          incoming_phone_numbers: numbers.map((n) => ({ account_sid: accountSid, ...n })),
          page: 0,
          page_size: 100,
          start: 0,
          end: Math.max(0, numbers.length - 1),
          uri,
          first_page_uri: uri,
          next_page_uri: null,
          previous_page_uri: null,
        });
      }
      const update = new RegExp(`^${base}/IncomingPhoneNumbers/(PN\\w+)\\.json$`).exec(path);
      if (req.method === "POST" && update?.[1]) {
        const sid = update[1];
        const number = numbers.find((n) => n.sid === sid);
        if (!number) return json(404, { code: 20404, message: "The requested resource was not found", status: 404 });
        number.sms_url = form.get("SmsUrl") ?? number.sms_url;
        number.sms_method = form.get("SmsMethod") ?? number.sms_method;
        return json(200, { account_sid: accountSid, ...number });
      }
      json(404, { code: 20404, message: "The requested resource was not found", status: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    failNextMessage: () => {
      failNext = true;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
