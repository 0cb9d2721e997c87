import path from "node:path";
import {
  deletedResponseSchema,
  THEME_AUDIO_MAX_MB,
  THEME_IMAGE_MAX_MB,
  themeIdParamsSchema,
  themeRenameRequestSchema,
  themeRenameResponseSchema,
  themeUploadMessages,
  themeUploadResponseSchema,
  userThemesResponseSchema,
} from "@bindery/contract";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../../feature-deps.js";
import { fileUrlsFor } from "../../files/file-urls.js";
import { FieldError } from "../../lib/http-errors.js";
import { receiveMultipart } from "../../uploads/receive-multipart.js";
import { createCustomThemeManagement } from "./custom-theme-management.js";
import { createCustomThemesService } from "./custom-themes.service.js";

const MB = 1024 * 1024;

const tags = ["themes"];
const bearer = [{ bearer: [] as string[] }];

/** `/pdf_parser/user_themes/`: premium users' own themes, uploaded, listed, renamed, deleted. */
export async function registerCustomThemeRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const service = createCustomThemesService({
    themes: deps.repos.themes,
    users: deps.repos.users,
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
          tags,
          operationId: "createUserTheme",
          refusals: [400, 403, 409, 413, 429],
          security: bearer,
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

  registerThemeManagementRoutes(app, deps);
}

function registerThemeManagementRoutes(app: FastifyInstance, deps: Deps): void {
  const management = createCustomThemeManagement({
    themes: deps.repos.themes,
    storage: deps.storage,
    urls: fileUrlsFor(deps),
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { authenticator } = deps;

  api.get(
    "/pdf_parser/user_themes/",
    {
      schema: {
        tags,
        operationId: "listUserThemes",
        security: bearer,
        summary: "The caller's own uploaded themes, oldest first",
        response: { 200: userThemesResponseSchema },
      },
    },
    async (request) => management.list(await authenticator.requireUser(request)),
  );

  api.patch(
    "/pdf_parser/user_themes/:theme_id/",
    {
      schema: {
        tags,
        operationId: "updateUserTheme",
        refusals: [403, 404],
        security: bearer,
        summary: "Rename one of the caller's themes (403 for a built-in theme)",
        params: themeIdParamsSchema,
        body: themeRenameRequestSchema,
        response: { 200: themeRenameResponseSchema },
      },
    },
    async (request) =>
      management.rename(
        request.params.theme_id,
        await authenticator.requireUser(request),
        request.body.title,
      ),
  );

  api.delete(
    "/pdf_parser/user_themes/:theme_id/",
    {
      schema: {
        tags,
        operationId: "deleteUserTheme",
        refusals: [403, 404],
        security: bearer,
        summary:
          "Delete one of the caller's themes and its files; books read with it show the default theme (403 for a built-in theme)",
        params: themeIdParamsSchema,
        response: { 200: deletedResponseSchema },
      },
    },
    async (request) =>
      management.remove(request.params.theme_id, await authenticator.requireUser(request)),
  );
}
