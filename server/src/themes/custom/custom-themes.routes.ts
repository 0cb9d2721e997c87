import path from "node:path";
import {
  routes,
  THEME_AUDIO_MAX_MB,
  THEME_IMAGE_MAX_MB,
  themeUploadMessages,
} from "@bindery/contract";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../feature-deps.js";
import { fileUrlsFor } from "../../files/file-urls.js";
import { FieldError } from "../../lib/http-errors.js";
import { routeFrom } from "../../lib/route-from.js";
import { receiveMultipart } from "../../uploads/receive-multipart.js";
import { createCustomThemeManagement } from "./custom-theme-management.js";
import { createCustomThemesService } from "./custom-themes.service.js";

const MB = 1024 * 1024;

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
    routeFrom(scope, routes.createUserTheme, async (request, reply) => {
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
    });
  });

  registerThemeManagementRoutes(app, deps);
}

function registerThemeManagementRoutes(app: FastifyInstance, deps: Deps): void {
  const management = createCustomThemeManagement({
    themes: deps.repos.themes,
    storage: deps.storage,
    urls: fileUrlsFor(deps),
  });
  const { authenticator } = deps;

  routeFrom(app, routes.listUserThemes, async (request) =>
    management.list(await authenticator.requireUser(request)),
  );

  routeFrom(app, routes.updateUserTheme, async (request) =>
    management.rename(
      request.params.theme_id,
      await authenticator.requireUser(request),
      request.body.title,
    ),
  );

  routeFrom(app, routes.deleteUserTheme, async (request) =>
    management.remove(request.params.theme_id, await authenticator.requireUser(request)),
  );
}
