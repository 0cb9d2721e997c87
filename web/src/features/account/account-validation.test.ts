import { accountMessages, authMessages } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import { checkConfirmation, checkCurrentPassword, checkNewPassword } from "./account-validation";

describe("account form checks", () => {
  it("asks for the current password", () => {
    expect(checkCurrentPassword("")).toBe(accountMessages.currentPassword);
    expect(checkCurrentPassword("anything")).toBeNull();
  });

  it("holds a new password to the sign-up rules, the e-mail included when known", () => {
    expect(checkNewPassword("", null)).toBe(authMessages.password);
    expect(checkNewPassword("short", null)).toBe(authMessages.passwordShort);
    expect(checkNewPassword("Ada@Example.com", "ada@example.com")).toBe(
      authMessages.passwordIsEmail,
    );
    expect(checkNewPassword("violet-lantern-orbit", "ada@example.com")).toBeNull();
  });

  it("wants the confirmation to match", () => {
    expect(checkConfirmation("violet-lantern", "")).toBe(authMessages.confirmPassword);
    expect(checkConfirmation("violet-lantern", "violet-lanterns")).toBe(
      authMessages.passwordsDiffer,
    );
    expect(checkConfirmation("violet-lantern", "violet-lantern")).toBeNull();
  });
});
