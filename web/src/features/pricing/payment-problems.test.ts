import { paymentMessages } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { MissingOrderId, paymentProblem } from "./payment-problems";

describe("payment problems", () => {
  it("shows the spec's message for each stage", () => {
    expect(paymentProblem("initiate", new MissingOrderId())).toEqual({
      message: paymentMessages.initiateFailed,
      detail: null,
    });
    expect(paymentProblem("payment")).toEqual({
      message: paymentMessages.paymentFailed,
      detail: null,
    });
    expect(paymentProblem("verify", new ApiError(0, null))).toEqual({
      message: paymentMessages.verifyFailed,
      detail: null,
    });
  });

  it("adds what the server said, unless it said the same", () => {
    const busy = new ApiError(429, { detail: paymentMessages.tooManyAttempts });
    expect(paymentProblem("initiate", busy)).toEqual({
      message: paymentMessages.initiateFailed,
      detail: paymentMessages.tooManyAttempts,
    });
    const same = new ApiError(502, { detail: paymentMessages.initiateFailed });
    expect(paymentProblem("initiate", same).detail).toBeNull();
  });

  it("says a declined payment was declined, and that trying again is fine", () => {
    const declinedAnswer = {
      message: "Your payment was declined.",
      detail: "No money was taken. Try again, or pay with another card or account.",
      retry: true,
    };
    // PayPal's capture refused, the test gateway's decline, Razorpay's payment.failed.
    const paypal = new ApiError(402, { detail: paymentMessages.declined });
    expect(paymentProblem("verify", paypal)).toEqual(declinedAnswer);
    const test = new ApiError(402, { detail: paymentMessages.testDeclined });
    expect(paymentProblem("payment", test)).toEqual(declinedAnswer);
    expect(paymentProblem("declined")).toEqual(declinedAnswer);
  });

  it("counts an uncompleted capture as the payment failing, not its verification", () => {
    const pending = new ApiError(402, { detail: paymentMessages.notCompleted });
    expect(paymentProblem("verify", pending)).toEqual({
      message: paymentMessages.paymentFailed,
      detail: paymentMessages.notCompleted,
    });
    const forged = new ApiError(400, { detail: paymentMessages.badSignature });
    expect(paymentProblem("verify", forged).message).toBe(paymentMessages.verifyFailed);
  });
});
