import path from "node:path";
import {
  THEME_AUDIO_MAX_MB,
  THEME_IMAGE_MAX_MB,
  themeUploadMessages,
  themeUploadResponseSchema,
} from "@bindery/contract";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createUsersRepo } from "../../auth/users.repo.js";
import type { Deps } from "../../deps.js";
import { fileUrlsFor } from "../../files/file-urls.js";
import { FieldError } from "../../lib/http-errors.js";
import { receiveMultipart } from "../../uploads/receive-multipart.js";
import { createThemesRepo } from "../themes.repo.js";
import { createCustomThemesService } from "./custom-themes.service.js";

const MB = 1024 * 1024;

/** `POST /pdf_parser/user_themes/` (spec section 7): premium users' own themes. */
export async function registerCustomThemeRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const service = createCustomThemesService({
    themes: createThemesRepo(deps.db),
    users: createUsersRepo(deps.db),
    storage: deps.storage,
    urls: fileUrlsFor(deps),
    clock: deps.clock,
    limiter: deps.rateLimiter,
  });
  const spoolDir = path.join(deps.config.dataDir, "tmp", "theme-uploads");
  // One limit for the stream; each file's own limit is checked once it is in.
  const fileBytes = Math.max(THEME_IMAGE_MAX_MB, THEME_AUDIO_MAX_MB) * MB;

  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false });
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/pdf_parser/user_themes/",
      {
        schema: {
          tags: ["themes"],
          security: [{ bearer: [] }],
          summary:
            "Upload your own book theme (premium; multipart: title, image_file, has_audio, audio_file)",
          consumes: ["multipart/form-data"],
          response: { 201: themeUploadResponseSchema },
        },
      },
      async (request, reply) => {
        const userId = await deps.authenticator.requireUser(request);
        // Refused before the files are read: a free user's upload costs no time.
        await service.assertMayUpload(userId);
        if (!request.isMultipart()) {
          throw new FieldError({ image_file: [themeUploadMessages.required] });
        }
        const form = await receiveMultipart(request, spoolDir, { fileBytes, files: 2 });
        try {
          const theme = await service.accept(userId, form);
          return reply.status(201).send({ message: themeUploadMessages.uploaded, theme });
        } finally {
          await form.cleanup();
        }
      },
    );
  });
}
