import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { FieldError, HttpError } from "./http-errors.js";

/** Issues that concern the body as a whole (not one field) are reported under this key. */
export const NON_FIELD_KEY = "non_field_errors";

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "The request is too large.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "This content type is not supported here.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty.",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request's length is wrong.",
  FST_ERR_CTP_BODY_TOO_LARGE_MULTIPART: "The file is too large.",
  FST_REQ_FILE_TOO_LARGE: "The file is too large.",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "Send the form as multipart/form-data.",
};

/**
 * A write naming a row that is gone (the caller's account deleted between the check and the
 * write, a book deleted meanwhile): SQLite's and PostgreSQL's foreign-key violation codes.
 */
function isForeignKeyViolation(error: FastifyError): boolean {
  // node:sqlite reports SQLite's extended result code (SQLITE_CONSTRAINT_FOREIGNKEY, 787)
  // in `errcode`; PostgreSQL's driver puts its SQLSTATE in `code`.
  const sqliteCode = (error as FastifyError & { errcode?: unknown }).errcode;
  return sqliteCode === 787 || error.code === "23503";
}
export const GONE_REFERENCE_MESSAGE =
  "Something this request refers to no longer exists. Reload and try again.";

/**
 * Every error leaves as one of the two shapes the spec's client reads:
 * 400 `{field: [messages]}` for validation, `{detail}` for the rest.
 * A path parameter is always an id, so one that fails its schema names nothing: 404 with
 * the schema's message, the same answer as an unknown id.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === "params") {
    return reply.status(404).send({ detail: error.validation[0]?.message ?? "Not found." });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, "").split("/")[0] || NON_FIELD_KEY;
      fields[key] ??= [];
      fields[key].push(issue.message ?? "Invalid value.");
    }
    return reply.status(400).send(fields);
  }
  if (error instanceof FieldError) return reply.status(400).send(error.fields);
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).headers(error.headers).send({ detail: error.detail });
  }
  // A race with a deletion, not a fault of ours: the client can reload and see what is left.
  if (isForeignKeyViolation(error)) {
    return reply.status(409).send({ detail: GONE_REFERENCE_MESSAGE });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, "request failed");
    return reply
      .status(500)
      .send({ detail: "Something went wrong on our side. Please try again in a moment." });
  }
  const detail = FRAMEWORK_MESSAGES[error.code] ?? error.message;
  return reply.status(status).send({ detail });
}
