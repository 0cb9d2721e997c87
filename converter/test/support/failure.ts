import { expect } from "vitest";
import { ConversionError } from "../../src/index.js";

/** The ConversionError `run` fails with (the test fails if it succeeds or fails otherwise). */
export async function failure(run: Promise<unknown>): Promise<ConversionError> {
  const error = await run.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConversionError);
  return error as ConversionError;
}
