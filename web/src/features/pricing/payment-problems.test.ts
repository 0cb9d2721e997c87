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

  it("counts a declined capture as the payment failing, not its verification", () => {
    const declined = new ApiError(402, { detail: paymentMessages.declined });
    expect(paymentProblem("verify", declined)).toEqual({
      message: paymentMessages.paymentFailed,
      detail: paymentMessages.declined,
    });
    const forged = new ApiError(400, { detail: paymentMessages.badSignature });
    expect(paymentProblem("verify", forged).message).toBe(paymentMessages.verifyFailed);
  });
});
