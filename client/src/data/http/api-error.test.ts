import { describe, expect, it } from "vitest";
import { ApiError, serverMessageOf, toApiError } from "./api-error";

describe("toApiError", () => {
  it("takes the server's message and field errors from its JSON", () => {
    const body = JSON.stringify({
      message: "Setup is required",
      errors: [{ path: "setup", message: "Setup is required" }],
    });
    const error = toApiError(400, "Bad Request", body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: "ApiError",
      status: 400,
      message: "Setup is required",
      body,
      errors: [{ path: "setup", message: "Setup is required" }],
      serverMessage: "Setup is required",
    });
  });

  it("has no field errors when the server sent none, and drops malformed ones", () => {
    expect(toApiError(401, "Unauthorized", '{"message":"Invalid email or password."}').errors).toBeUndefined();
    expect(toApiError(400, "", '{"message":"x","errors":[{"path":"a"},{"path":"b","message":"m"},3]}').errors).toEqual([
      { path: "b", message: "m" },
    ]);
  });

  it("falls back to a plain-text body, then the status text, then the status", () => {
    expect(toApiError(502, "Bad Gateway", "upstream timed out\n").message).toBe("upstream timed out");
    expect(toApiError(500, "Internal Server Error", '{"error":"no message key"}').message).toBe("Internal Server Error");
    expect(toApiError(503, "Service Unavailable", '{"message":"   "}').message).toBe("Service Unavailable");
    expect(toApiError(503, "Service Unavailable", "").message).toBe("Service Unavailable");
    // HTTP/2 answers carry no status text.
    expect(toApiError(504, "", "").message).toBe("Request failed with status 504");
  });
});

describe("serverMessageOf", () => {
  it("is the server's own words only, so callers can put the spec's fallback in place of anything else", () => {
    expect(serverMessageOf(toApiError(409, "Conflict", '{"message":" Already linked. "}'))).toBe("Already linked.");
    expect(serverMessageOf(toApiError(502, "Bad Gateway", ""))).toBeUndefined();
    expect(serverMessageOf(toApiError(502, "Bad Gateway", "upstream timed out"))).toBeUndefined();
    expect(serverMessageOf(toApiError(400, "Bad Request", '{"message":""}'))).toBeUndefined();
    expect(serverMessageOf(new TypeError("Failed to fetch"))).toBeUndefined();
    expect(serverMessageOf("nope")).toBeUndefined();
  });
});
