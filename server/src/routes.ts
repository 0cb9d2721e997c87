import type { FastifyInstance } from "fastify";
import { registerAccountRoutes } from "./account/account.routes.js";
import { registerAnnotationsRoutes } from "./annotations/annotations.routes.js";
import { registerAppPasswordRoutes } from "./app-passwords/app-passwords.routes.js";
import { registerAuthRoutes } from "./auth/auth.routes.js";
import { registerBookExportRoutes } from "./book-export/book-export.routes.js";
import { registerBookRoutes } from "./books/books.routes.js";
import { registerContactRoutes } from "./contact/contact.routes.js";
import { registerContentsRoutes } from "./contents/contents.routes.js";
import { registerEventsRoutes } from "./events/events.routes.js";
import type { Deps } from "./feature-deps.js";
import { registerPageRoutes } from "./pages/pages.routes.js";
import { registerPaymentRoutes } from "./payments/payments.routes.js";
import { registerProgressRoutes } from "./progress/progress.routes.js";
import { registerReaderSettingsRoutes } from "./reader-settings/reader-settings.routes.js";
import { registerSearchRoutes } from "./search/search.routes.js";
import { registerShareRoutes } from "./shares/shares.routes.js";
import { registerSiteRoutes } from "./site/site.routes.js";
import { registerThemeRoutes } from "./themes/themes.routes.js";
import { registerUploadRoutes } from "./uploads/uploads.routes.js";

/** Every feature's routes under /api/v1, one line each. */
export async function registerApiRoutes(api: FastifyInstance, deps: Deps): Promise<void> {
  await registerAuthRoutes(api, deps);
  await registerAccountRoutes(api, deps);
  await registerAppPasswordRoutes(api, deps);
  await registerContactRoutes(api, deps);
  await registerEventsRoutes(api, deps);
  await registerPaymentRoutes(api, deps);
  await registerBookRoutes(api, deps);
  await registerBookExportRoutes(api, deps);
  await registerPageRoutes(api, deps);
  await registerContentsRoutes(api, deps);
  await registerProgressRoutes(api, deps);
  await registerAnnotationsRoutes(api, deps);
  await registerReaderSettingsRoutes(api, deps);
  await registerSearchRoutes(api, deps);
  await registerShareRoutes(api, deps);
  await registerSiteRoutes(api, deps);
  await registerThemeRoutes(api, deps);
  await registerUploadRoutes(api, deps);
}
