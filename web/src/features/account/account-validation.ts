import { accountMessages } from "@bindery/contract";
import { checkRequired } from "../auth/validation";

/** The checks the browser makes before a call; the server makes them again, and more. */
export {
  checkConfirmation,
  checkEmail,
  checkNewPassword,
  checkRequired,
} from "../auth/validation";

export const checkCurrentPassword = (value: string) =>
  checkRequired(value, accountMessages.currentPassword);
