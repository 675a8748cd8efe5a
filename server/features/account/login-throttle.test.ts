import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpMailer } from "../../integrations/mail/smtp-mailer";
import { linkFromMail } from "../../test/received-mail";
import { startSmtpPeer } from "../../test/smtp-peer";
import { uniqueEmail } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ mailer: smtpMailer(smtp.url, "Comedy Toolkit <no-reply@toolkit.test>"), rateLimitScale: 1 });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

let address = 0;
/** Each guess from a new client address, as an attacker rotating addresses would. */
const fromNewAddress = () => t.agent(`10.77.${Math.floor((address += 1) / 250)}.${address % 250}`);

async function tenWrongGuesses(email: string) {
  for (let i = 0; i < 10; i += 1) {
    await fromNewAddress().post("/api/login").send({ email, password: `guess-${i}` }).expect(401);
  }
}

describe("sign-in throttling per account", () => {
  it("locks the account after 10 failures whatever the address, with Retry-After", async () => {
    const email = uniqueEmail();
    await t.agent().post("/api/register").send({ email, password: "secret1" }).expect(201);
    await tenWrongGuesses(email);
    const blocked = await fromNewAddress().post("/api/login").send({ email, password: "secret1" });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(60);
    expect(blocked.body.message).toMatch(/Too many failed sign-in attempts for this account/);
  });

  it("answers an email with no account exactly the same way", async () => {
    const real = uniqueEmail();
    await t.agent().post("/api/register").send({ email: real, password: "secret1" }).expect(201);
    const nobody = uniqueEmail("nobody");
    await tenWrongGuesses(real);
    await tenWrongGuesses(nobody);
    const a = await fromNewAddress().post("/api/login").send({ email: real, password: "x" });
    const b = await fromNewAddress().post("/api/login").send({ email: nobody, password: "x" });
    expect([a.status, b.status]).toEqual([429, 429]);
    expect(a.body).toEqual(b.body);
  });

  it("lets a locked account reset its password, and the reset lifts the lock", async () => {
    const email = uniqueEmail();
    await t.agent().post("/api/register").send({ email, password: "secret1" }).expect(201);
    await tenWrongGuesses(email);
    const owner = fromNewAddress();
    await owner.post("/api/forgot-password").send({ email }).expect(200);
    const token = (await linkFromMail(smtp.inbox, email, "/reset-password/")).split("/").pop();
    await owner.post("/api/reset-password").send({ token, password: "brand-new-1" }).expect(200);
    await fromNewAddress().post("/api/login").send({ email, password: "brand-new-1" }).expect(200);
  });
});
