/**
 * PayPal writes amounts as decimal strings ("5.00"); Bindery keeps minor units (500).
 * Both currencies sold (INR, USD) have two decimals, so the conversion is exact.
 */
export function minorToDecimal(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const cents = String(minor % 100).padStart(2, "0");
  return `${whole}.${cents}`;
}

/** Minor units of a decimal string, or null for anything that is not a plain amount. */
export function decimalToMinor(value: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const cents = (match[2] ?? "").padEnd(2, "0");
  return Number(match[1]) * 100 + Number(cents);
}
