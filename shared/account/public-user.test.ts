import { describe, expect, it } from "vitest";
import { displayName, toPublicUser } from "./public-user";

describe("displayName", () => {
  it("takes the part before the @", () => expect(displayName("jerry@example.com")).toBe("jerry"));
  it("falls back to Comedian", () => {
    expect(displayName("")).toBe("Comedian");
    expect(displayName(null)).toBe("Comedian");
    expect(displayName("@example.com")).toBe("Comedian");
  });
});

describe("toPublicUser", () => {
  it("keeps no secret fields", () => {
    const row = {
      id: 1,
      email: "a@b.co",
      password: "hash",
      isEmailVerified: false,
      emailVerificationToken: "t",
      passwordResetToken: "r",
      passwordResetExpires: null,
      subscriptionTier: "free" as const,
      subscriptionExpiresAt: null,
      isAdmin: false,
      errorNotificationsEnabled: false,
      phoneNumber: null,
      isPhoneVerified: false,
      phoneVerificationCode: "123456",
      phoneVerificationExpires: null,
      createdAt: new Date("2026-01-01T00:00:00Z"),
    };
    const json = JSON.stringify(toPublicUser(row));
    for (const secret of ["password", "Token", "Code", "hash"]) expect(json).not.toContain(secret);
    expect(toPublicUser(row).createdAt).toBe("2026-01-01T00:00:00.000Z");
  });
});
