import { createConfig, lintFromString } from "@redocly/openapi-core";

/**
 * Each problem Redocly's recommended rules find in `description`, as "severity rule:
 * message at pointer". The trailing-slash rule is off: every path keeps the trailing
 * slash the product's clients call it with.
 */
export async function lintDescription(description: object): Promise<string[]> {
  const problems = await lintFromString({
    source: JSON.stringify(description),
    absoluteRef: "openapi.json",
    config: await createConfig({
      extends: ["recommended"],
      rules: { "no-path-trailing-slash": "off" },
    }),
  });
  return problems.map(
    (problem) =>
      `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? "?"}`,
  );
}
