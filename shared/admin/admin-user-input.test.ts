import { describe, expect, it } from "vitest";
import { EMAIL_REQUIRED, promoteUserSchema } from "./admin-user-input";

describe("promoteUserSchema", () => {
  it("lower-cases and trims the email", () => {
    expect(promoteUserSchema.parse({ email: "  Alice@Example.COM " })).toEqual({ email: "alice@example.com" });
  });

  it.each([{}, { email: "" }, { email: "   " }, { email: null }, { email: "\u0000" }])("asks for an email when given %j", (body) => {
    expect(promoteUserSchema.safeParse(body).error?.issues[0]?.message).toBe(EMAIL_REQUIRED);
  });

  it("refuses a non-string", () => {
    expect(promoteUserSchema.safeParse({ email: 42 }).error?.issues[0]?.message).toBe("Email must be text");
  });
});
