import { inputMessages } from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import { NON_FIELD_KEY } from "./error-handler.js";
import { FieldError } from "./http-errors.js";

/** PostgreSQL's text cannot hold it: a query carrying it fails, whatever the column. */
const NUL = "\u0000";

const isContainer = (value: unknown): value is object =>
  typeof value === "object" && value !== null && !Buffer.isBuffer(value);

/** Whether any text in `root`, key or value, at any depth, holds a NUL. Walked without recursion: a body may nest deep. */
function holdsNul(root: unknown): boolean {
  const pending = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (value.includes(NUL)) return true;
    } else if (isContainer(value)) {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes(NUL)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * The field of `input` (path parameters, query, a parsed body, a form's fields) whose text
 * holds a NUL, named as validation names fields (the top-level key), or null when none
 * does. Text that is the whole input, a list, or a key holding a NUL is reported under
 * NON_FIELD_KEY.
 */
function fieldWithNul(input: unknown): string | null {
  if (!holdsNul(input)) return null;
  if (!isContainer(input) || Array.isArray(input)) return NON_FIELD_KEY;
  const field = Object.entries(input).find(([key, value]) => !key.includes(NUL) && holdsNul(value));
  return field?.[0] ?? NON_FIELD_KEY;
}

/** Refuses input holding a NUL with 400 `{field: [message]}`. */
export function refuseNulText(input: unknown): void {
  const field = fieldWithNul(input);
  if (field !== null) throw new FieldError({ [field]: [inputMessages.nulCharacter] });
}

/**
 * One rule for every route, before its schema is checked and before any query: text
 * PostgreSQL cannot store (a NUL) in the path, the query or the body is refused with 400,
 * on SQLite as well, so both databases answer alike. Multipart forms are read by their
 * handlers, so receiveMultipart applies the same rule to their fields.
 */
export function registerStorableTextRule(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    refuseNulText(request.params);
    refuseNulText(request.query);
    refuseNulText(request.body);
  });
}
