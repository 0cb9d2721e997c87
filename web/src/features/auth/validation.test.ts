import { describe, expect, it } from "vitest";
import {
  type SignupValues,
  signupFields,
  validateLoginField,
  validateSignupField,
} from "./validation";

const empty: SignupValues = {
  first_name: "",
  last_name: "",
  email: "",
  password: "",
  confirm_password: "",
};

const messagesFor = (values: SignupValues) =>
  signupFields.map((field) => validateSignupField(field, values));

describe("signup validation", () => {
  it("refuses the e-mail address as the password, in any case", () => {
    const values = { ...empty, email: "ada@example.com", password: " ADA@example.com" };
    expect(validateSignupField("password", values)).toBe(
      "The password must not be your e-mail address.",
    );
    expect(validateSignupField("password", { ...values, password: "ada@example.org" })).toBeNull();
  });

  it("asks for every field with the spec's messages", () => {
    expect(messagesFor(empty)).toEqual([
      "Please enter First Name!",
      "Please enter Last Name!",
      "Please enter Email!",
      "Please enter Password!",
      "Please enter Confirm Password!",
    ]);
  });

  it("treats blank names as missing", () => {
    expect(validateSignupField("first_name", { ...empty, first_name: "   " })).toBe(
      "Please enter First Name!",
    );
  });

  it("wants 8 characters and matching passwords", () => {
    const values = { ...empty, password: "short", confirm_password: "shorter" };
    expect(validateSignupField("password", values)).toBe(
      "Password must not be less than 8 characters!",
    );
    expect(validateSignupField("confirm_password", values)).toBe("Passwords do not match.");
    const good = { ...empty, password: "long enough", confirm_password: "long enough" };
    expect(validateSignupField("password", good)).toBeNull();
    expect(validateSignupField("confirm_password", good)).toBeNull();
  });

  it("catches a mistyped e-mail", () => {
    expect(validateSignupField("email", { ...empty, email: "ada@" })).toBe(
      "Please enter a valid Email!",
    );
    expect(validateSignupField("email", { ...empty, email: " ada@example.com " })).toBeNull();
  });
});

describe("login validation", () => {
  it("requires the e-mail and a password of 8 characters", () => {
    expect(validateLoginField("email", { email: "", password: "" })).toBe("Please enter Email!");
    expect(validateLoginField("password", { email: "", password: "" })).toBe(
      "Please enter Password!",
    );
    expect(validateLoginField("password", { email: "", password: "1234567" })).toBe(
      "Password must not be less than 8 characters!",
    );
  });
});
