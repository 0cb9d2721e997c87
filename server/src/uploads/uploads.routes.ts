import path from "node:path";
import { routes, uploadMessages } from "@bindery/contract";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../feature-deps.js";
import { FieldError } from "../lib/http-errors.js";
import { routeFrom } from "../lib/route-from.js";
import { receiveMultipart } from "./receive-multipart.js";
import { createUploadsService } from "./uploads.service.js";

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

    routeFrom(scope, routes.uploadPdf, async (request, reply) => {
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
    });

    routeFrom(scope, routes.listUploadTasks, async (request) =>
      service.progress(await deps.authenticator.requireUser(request)),
    );
  });
}
