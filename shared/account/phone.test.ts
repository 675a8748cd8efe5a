import { describe, expect, it } from "vitest";
import { formatE164, formatPhoneInput, phoneNumberSchema, toE164, verifyConfirmSchema } from "./phone";

describe("formatPhoneInput", () => {
  it.each([
    ["", ""],
    ["5", "(5"],
    ["555", "(555"],
    ["5551", "(555) 1"],
    ["555123", "(555) 123"],
    ["5551234", "(555) 123-4"],
    ["5551234567", "(555) 123-4567"],
    ["(555) 123-45678", "(555) 123-4567"],
    ["abc555x123y4567", "(555) 123-4567"],
  ])("%j → %j", (input, output) => expect(formatPhoneInput(input)).toBe(output));
  it("never exceeds the input's maximum length", () => expect(formatPhoneInput("9".repeat(30)).length).toBe(14));
});

describe("toE164", () => {
  it("needs exactly 10 digits", () => {
    expect(toE164("(555) 123-4567")).toBe("+15551234567");
    expect(toE164("555-123-456")).toBeUndefined();
    expect(toE164("15551234567")).toBeUndefined();
  });
});

describe("formatE164", () => {
  it("shows a US number in the display format", () => expect(formatE164("+15551234567")).toBe("(555) 123-4567"));
  it("leaves others alone", () => expect(formatE164("+447700900123")).toBe("+447700900123"));
});

describe("schemas", () => {
  it("takes +1 and 10 digits only", () => {
    expect(phoneNumberSchema.safeParse("+15551234567").success).toBe(true);
    expect(phoneNumberSchema.safeParse("5551234567").success).toBe(false);
    expect(phoneNumberSchema.safeParse("+1555123456").success).toBe(false);
  });
  it("takes 6 digits as a code", () => {
    expect(verifyConfirmSchema.safeParse({ verificationCode: "012345" }).success).toBe(true);
    expect(verifyConfirmSchema.safeParse({ verificationCode: "12345" }).success).toBe(false);
    expect(verifyConfirmSchema.safeParse({ verificationCode: "12345a" }).success).toBe(false);
  });
});
