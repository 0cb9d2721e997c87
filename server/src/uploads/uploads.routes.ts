import path from "node:path";
import {
  parsePdfResponseSchema,
  taskProgressRequestSchema,
  taskProgressResponseSchema,
  uploadMessages,
} from "@bindery/contract";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../feature-deps.js";
import { FieldError } from "../lib/http-errors.js";
import { receiveMultipart } from "./receive-multipart.js";
import { createUploadsService } from "./uploads.service.js";

const tags = ["uploads"];
const security = [{ bearer: [] }];

export async function registerUploadRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const service = createUploadsService({
    tasks: deps.repos.uploadTasks,
    users: deps.repos.users,
    storage: deps.storage,
    queue: deps.queue,
    pdfPasswords: deps.pdfPasswords,
    clock: deps.clock,
    freeBookLimit: deps.config.FREE_BOOK_LIMIT,
    maxUploadMb: deps.config.UPLOAD_MAX_MB,
  });
  const spoolDir = path.join(deps.config.dataDir, "tmp", "uploads");
  const fileBytes = deps.config.UPLOAD_MAX_MB * 1024 * 1024;

  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.post(
      "/pdf_parser/parse_pdf/",
      {
        schema: {
          tags,
          operationId: "uploadPdf",
          refusals: [400, 403, 413],
          security,
          summary:
            "Upload a PDF (multipart: file, title, description, and password for a protected PDF) to become a book",
          consumes: ["multipart/form-data"],
          response: { 202: parsePdfResponseSchema },
        },
      },
      async (request, reply) => {
        const userId = await deps.authenticator.requireUser(request);
        // Refused before the file is read, so a full shelf costs no upload time.
        await service.assertWithinFreeLimit(userId);
        if (!request.isMultipart()) throw new FieldError({ file: [uploadMessages.fileMissing] });
        const form = await receiveMultipart(request, spoolDir, { fileBytes, files: 1 });
        try {
          const { taskId } = await service.accept(userId, form);
          return reply.status(202).send({ message: uploadMessages.received, task_id: taskId });
        } finally {
          await form.cleanup();
        }
      },
    );

    api.post(
      "/pdf_parser/task_progress/",
      {
        schema: {
          tags,
          operationId: "listUploadTasks",
          security,
          summary: "The caller's upload tasks and their states",
          body: taskProgressRequestSchema,
          response: { 200: taskProgressResponseSchema },
        },
      },
      async (request) => service.progress(await deps.authenticator.requireUser(request)),
    );
  });
}
