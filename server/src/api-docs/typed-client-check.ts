import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";

/**
 * Calls a client would write against types generated from the description: each must
 * type-check, and each `@ts-expect-error` line must be refused (a wrong field, an
 * unknown operation), so the generated types are specific rather than `unknown`.
 */
const CALLS = `
import type { operations } from "./api.js";

type Json<R> = R extends { content: { "application/json": infer Body } } ? Body : never;
type Answer<Id extends keyof operations, Status extends number> =
  operations[Id]["responses"] extends { [S in Status]: infer R } ? Json<R> : never;

declare function call<Id extends keyof operations>(id: Id): Promise<Answer<Id, 200>>;

export async function calls(): Promise<string[]> {
  const shelf = await call("listPublicBooks");
  const names: string[] = shelf.public_books.map((book) => book.book_name);
  const tokens = await call("logIn");
  names.push(tokens.access, tokens.refresh);
  const path: operations["getBookPages"]["parameters"]["path"] = { book_id: "42" };
  names.push(path.book_id);
  const refused: Answer<"logIn", 401> = { detail: "Wrong e-mail or password." };
  const invalid: Answer<"signUp", 400> = { email: ["Enter a valid e-mail address."] };
  names.push(refused.detail, ...(invalid.email ?? []));
  // @ts-expect-error: a book has no field of that name
  names.push(shelf.public_books[0]?.no_such_field);
  // @ts-expect-error: no operation has that id
  await call("noSuchOperation");
  return names;
}
`;

/** Generates the types from `description`, compiles the calls, and returns the compiler's complaints. */
export async function typeCheckClient(description: object): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bindery-client-"));
  try {
    // biome-ignore lint/suspicious/noExplicitAny: openapi-typescript reads any OpenAPI 3 object; the description is JSON
    fs.writeFileSync(path.join(dir, "api.ts"), astToString(await openapiTS(description as any)));
    fs.writeFileSync(path.join(dir, "calls.ts"), CALLS);
    const program = ts.createProgram([path.join(dir, "calls.ts")], {
      strict: true,
      noEmit: true,
      noUncheckedIndexedAccess: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      skipLibCheck: true,
    });
    return ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
