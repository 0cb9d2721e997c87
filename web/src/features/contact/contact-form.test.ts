import { contactMessages } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { type ContactValues, contactErrorMessage, validateContactField } from "./contact-form";

const filled: ContactValues = { email: "ada@example.com", subject: "Feedback", message: "Hi." };
const check = (changes: Partial<ContactValues>) => {
  const values = { ...filled, ...changes };
  return {
    email: validateContactField("email", values),
    subject: validateContactField("subject", values),
    message: validateContactField("message", values),
  };
};

describe("contact validation", () => {
  it("asks for every field in the spec's words", () => {
    expect(check({ email: " ", subject: "", message: "\n" })).toEqual({
      email: "Email is required",
      subject: "Subject is required!",
      message: "Message is required",
    });
    expect(check({})).toEqual({ email: null, subject: null, message: null });
  });

  it("catches a mistyped address, an unknown subject and an overlong message", () => {
    expect(check({ email: "ada@" }).email).toBe(contactMessages.emailInvalid);
    expect(check({ subject: "Spam" }).subject).toBe(contactMessages.subjectUnknown);
    expect(check({ message: "x".repeat(5001) }).message).toBe(contactMessages.messageTooLong);
  });
});

describe("contactErrorMessage", () => {
  it("shows a refused field's message, the server's words for a rate limit, else the spec's", () => {
    const field = new ApiError(400, { email: ["Please enter a valid email address."] });
    expect(contactErrorMessage(field)).toBe("Please enter a valid email address.");
    const limited = new ApiError(429, { detail: contactMessages.tooMany });
    expect(contactErrorMessage(limited)).toBe(contactMessages.tooMany);
    expect(contactErrorMessage(new ApiError(500, { detail: "Database down." }))).toBe(
      "Something went wrong. Please try again.",
    );
    expect(contactErrorMessage(new ApiError(0, null))).toBe(
      "Something went wrong. Please try again.",
    );
  });
});
