import { describe, expect, it } from "vitest";
import { isHttpError, serverMessage } from "./server-message";

describe("serverMessage", () => {
  it("reads the JSON message of an HTTP error", () => {
    expect(serverMessage(new Error('400: {"message":"Invalid verification code"}'))).toBe("Invalid verification code");
  });

  it("is undefined for network errors, plain bodies and blank messages", () => {
    expect(serverMessage(new TypeError("Failed to fetch"))).toBeUndefined();
    expect(serverMessage(new Error("502: Bad Gateway"))).toBeUndefined();
    expect(serverMessage(new Error('400: {"message":"  "}'))).toBeUndefined();
    expect(serverMessage("nope")).toBeUndefined();
  });
});

describe("isHttpError", () => {
  it("tells server answers from network failures", () => {
    expect(isHttpError(new Error("500: Internal Server Error"))).toBe(true);
    expect(isHttpError(new TypeError("Failed to fetch"))).toBe(false);
  });
});
