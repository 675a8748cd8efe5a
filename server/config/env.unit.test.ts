import { describe, expect, it } from "vitest";
import path from "node:path";
import { backupDir, EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("gives the documented defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(5000);
    expect(env.DATA_DIR).toBe("./.data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.ADMIN_EMAILS).toEqual([]);
  });

  it("treats blank values as unset and parses lists", () => {
    const env = parseEnv({ DATABASE_URL: " ", ADMIN_EMAILS: " A@b.co, ,c@d.co ", TRUST_PROXY: "1" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ADMIN_EMAILS).toEqual(["a@b.co", "c@d.co"]);
    expect(env.TRUST_PROXY).toBe(1);
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(EnvError);
  });

  it("reads video storage settings and names a half-set pair", () => {
    expect(parseEnv({}).S3_BUCKET).toBeUndefined();
    expect(parseEnv({}).S3_REGION).toBe("us-east-1");
    const env = parseEnv({ S3_BUCKET: "club-videos", S3_ENDPOINT: "http://127.0.0.1:9000", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" });
    expect(env).toMatchObject({ S3_BUCKET: "club-videos", S3_ENDPOINT: "http://127.0.0.1:9000" });
    expect(() => parseEnv({ S3_BUCKET: "club-videos", S3_ACCESS_KEY_ID: "k" })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => parseEnv({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(/S3_BUCKET: is required/);
    expect(() => parseEnv({ S3_BUCKET: "Not A Bucket" })).toThrow(/S3_BUCKET/);
  });

  it("requires SESSION_SECRET in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET: is required/);
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(32) }).NODE_ENV).toBe("production");
  });

  it("takes the four Stripe settings together or none of them", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1", STRIPE_PRICE_BASIC: "price_b", STRIPE_PRICE_PREMIUM: "price_p" };
    expect(parseEnv(stripe).STRIPE_PRICE_PREMIUM).toBe("price_p");
    expect(() => parseEnv({ ...stripe, STRIPE_WEBHOOK_SECRET: "" })).toThrow(/STRIPE_SECRET_KEY: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET/);
    expect(() => parseEnv({ ...stripe, STRIPE_PRICE_BASIC: "basic" })).toThrow(/STRIPE_PRICE_BASIC: must be a Stripe price id/);
  });

  it("reads the backup job's schedule and how many backups it keeps, naming a bad value", () => {
    expect(parseEnv({})).toMatchObject({ BACKUP_SCHEDULE: "30 2 * * *", BACKUP_KEEP: 14 });
    expect(parseEnv({ BACKUP_SCHEDULE: " 0 */6 * * * ", BACKUP_KEEP: "3" })).toMatchObject({ BACKUP_SCHEDULE: "0 */6 * * *", BACKUP_KEEP: 3 });
    expect(parseEnv({ BACKUP_SCHEDULE: "off" }).BACKUP_SCHEDULE).toBeNull();
    expect(parseEnv({ BACKUP_SCHEDULE: "OFF" }).BACKUP_SCHEDULE).toBeNull();
    expect(parseEnv({ BACKUP_SCHEDULE: "" }).BACKUP_SCHEDULE).toBe("30 2 * * *");
    for (const bad of ["daily", "61 2 * * *", "30 2 * *", "never"]) {
      expect(() => parseEnv({ BACKUP_SCHEDULE: bad }), bad).toThrow(/^BACKUP_SCHEDULE: must be a cron expression such as "30 2 \* \* \*".*, or off$/);
    }
    for (const bad of ["0", "-1", "two", "1.5", "1001"]) expect(() => parseEnv({ BACKUP_KEEP: bad }), bad).toThrow(/^BACKUP_KEEP: /);
  });

  it("puts backups under DATA_DIR unless BACKUP_DIR says where", () => {
    expect(backupDir(parseEnv({ DATA_DIR: "/srv/toolkit" }))).toBe(path.resolve("/srv/toolkit/backups"));
    expect(backupDir(parseEnv({ DATA_DIR: "/srv/toolkit", BACKUP_DIR: "/mnt/nas/toolkit" }))).toBe("/mnt/nas/toolkit");
    expect(backupDir(parseEnv({}))).toBe(path.resolve(".data/backups"));
  });
});
