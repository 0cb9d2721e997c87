import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { loginErrorMessage, signupErrorMessage } from "./server-errors";

describe("signupErrorMessage", () => {
  it("shows the first message of the first field the server named", () => {
    const error = new ApiError(400, { email: ["Taken.", "Also bad."], password: ["Short."] });
    expect(signupErrorMessage(error)).toBe("Taken.");
  });

  it("falls back when the answer has no field messages", () => {
    expect(signupErrorMessage(new ApiError(429, { detail: "Slow down." }))).toBe(
      "Signup failed. Try again.",
    );
    expect(signupErrorMessage(new ApiError(0, null))).toBe("Signup failed. Try again.");
    expect(signupErrorMessage(new Error("boom"))).toBe("Signup failed. Try again.");
  });
});

describe("loginErrorMessage", () => {
  it("shows the server's detail", () => {
    const error = new ApiError(401, { detail: "Invalid email or password." });
    expect(loginErrorMessage(error)).toBe("Invalid email or password.");
  });

  it("falls back when there is no detail", () => {
    expect(loginErrorMessage(new ApiError(400, { email: ["Bad."] }))).toBe(
      "Something went wrong. Try again later.",
    );
    expect(loginErrorMessage(new ApiError(0, null))).toBe("Something went wrong. Try again later.");
  });
});
