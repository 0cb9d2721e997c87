/** The pricing page's purchase area: where a signed-in buyer's Go Premium link lands. */
export const CHECKOUT_ANCHOR = "checkout";
