import { describe, expect, it } from "vitest";
import { loginSchema, registerSchema } from "./credentials";

describe("registerSchema", () => {
  it("trims and lower-cases the email", () => {
    expect(registerSchema.parse({ email: "  Jerry@Example.COM ", password: "secret1" }).email).toBe("jerry@example.com");
  });
  it("rejects short, long and missing passwords", () => {
    expect(registerSchema.safeParse({ email: "a@b.co", password: "12345" }).success).toBe(false);
    expect(registerSchema.safeParse({ email: "a@b.co", password: "x".repeat(257) }).success).toBe(false);
    expect(registerSchema.safeParse({ email: "a@b.co" }).success).toBe(false);
    expect(registerSchema.safeParse({ email: "a@b.co", password: "123456" }).success).toBe(true);
  });
  it("rejects an address that is not an email", () => {
    expect(registerSchema.safeParse({ email: "not-an-email", password: "secret1" }).success).toBe(false);
  });
});

describe("loginSchema", () => {
  it("needs a password but no minimum length", () => {
    expect(loginSchema.safeParse({ email: "a@b.co", password: "" }).success).toBe(false);
    expect(loginSchema.safeParse({ email: "a@b.co", password: "x" }).success).toBe(true);
  });
});
