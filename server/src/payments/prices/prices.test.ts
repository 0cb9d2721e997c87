import { paymentMessages } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import { HttpError } from "../../lib/http-errors.js";
import { decimalToMinor, minorToDecimal } from "./money.js";
import { currencyForRegion, priceForOrder } from "./prices.js";

describe("premium prices", () => {
  it("charges India in rupees and everyone else in dollars", () => {
    expect(currencyForRegion("IN")).toBe("INR");
    expect(currencyForRegion("US")).toBe("USD");
    expect(currencyForRegion("GB")).toBe("USD");
    expect(currencyForRegion(undefined)).toBe("USD");
  });

  it("accepts only the server's amount for each gateway's currency", () => {
    expect(priceForOrder("razorpay", 14900, "INR")).toMatchObject({ amount: 14900 });
    expect(priceForOrder("paypal", 500, "USD")).toMatchObject({ amount: 500 });
    expect(priceForOrder("test", 14900, "INR").currency).toBe("INR");
    expect(priceForOrder("test", 500, "USD").currency).toBe("USD");
  });

  it.each([
    ["razorpay", 100, "INR"],
    ["razorpay", 149, "INR"],
    ["razorpay", 500, "USD"],
    ["paypal", 5, "USD"],
    ["paypal", 14900, "INR"],
    ["paypal", 499, "USD"],
    ["test", 1, "INR"],
    ["test", 500, "EUR"],
  ] as const)("refuses %s %i %s with 400 and the real price", (gateway, amount, currency) => {
    const attempt = () => priceForOrder(gateway, amount, currency);
    expect(attempt).toThrow(HttpError);
    try {
      attempt();
    } catch (error) {
      expect((error as HttpError).statusCode).toBe(400);
      expect((error as HttpError).detail).toMatch(/premium costs/);
    }
  });

  it("names the price in its refusal", () => {
    expect(() => priceForOrder("razorpay", 1, "INR")).toThrow(paymentMessages.wrongPrice("₹149"));
  });
});

describe("PayPal decimal amounts", () => {
  it("converts minor units both ways exactly", () => {
    expect(minorToDecimal(500)).toBe("5.00");
    expect(minorToDecimal(14900)).toBe("149.00");
    expect(minorToDecimal(1205)).toBe("12.05");
    expect(decimalToMinor("5.00")).toBe(500);
    expect(decimalToMinor("5")).toBe(500);
    expect(decimalToMinor("5.5")).toBe(550);
    expect(decimalToMinor("0.01")).toBe(1);
  });

  it("refuses anything that is not a plain amount", () => {
    for (const value of ["", "-5.00", "5.001", "5,00", "1e3", " 5.00", "5.", "abc"]) {
      expect(decimalToMinor(value)).toBeNull();
    }
  });
});
