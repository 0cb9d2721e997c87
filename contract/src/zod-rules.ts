import { z } from "zod";

type Rule = (value: string) => string | null;

const checkedBy = (rule: Rule) => (value: string, ctx: z.RefinementCtx) => {
  const problem = rule(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
};

/**
 * A string schema whose check is a contract rule (a function giving the message for a
 * bad value, or null), so the schema and the web's form say the same words. `missing` is
 * the message for a value that is absent or not a string.
 */
export function stringBy(rule: Rule, missing: string) {
  return z.string({ error: missing }).superRefine(checkedBy(rule));
}

/** As stringBy, for a value that is trimmed before it is checked and kept. */
export function trimmedStringBy(rule: Rule, missing: string) {
  return z.string({ error: missing }).trim().superRefine(checkedBy(rule));
}
