import { describe, expect, it } from "vitest";
import { newPasswordProblem } from "./password-checks";

describe("newPasswordProblem", () => {
  it("reports a mismatch first", () => {
    expect(newPasswordProblem("abc", "abd")?.title).toBe("Passwords don't match");
    expect(newPasswordProblem("abc", "abd")?.description).toBe("Please make sure both passwords are identical.");
  });

  it("requires at least 6 characters", () => {
    expect(newPasswordProblem("abcde", "abcde")).toMatchObject({
      title: "Password too short",
      description: "Password must be at least 6 characters long.",
      variant: "destructive",
    });
    expect(newPasswordProblem("abcdef", "abcdef")).toBeNull();
  });
});
