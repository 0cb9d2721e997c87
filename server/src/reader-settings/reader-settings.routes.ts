import { readerSettingsSchema } from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../feature-deps.js";

const tags = ["accounts"];
const bearer = [{ bearer: [] }];
const path = "/users/reader_settings/";

export async function registerReaderSettingsRoutes(
  app: FastifyInstance,
  deps: Deps,
): Promise<void> {
  const repo = deps.repos.readerSettings;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { authenticator } = deps;

  api.get(
    path,
    {
      schema: {
        tags,
        operationId: "getReaderSettings",
        summary: "The caller's type settings for every book (the defaults until saved)",
        security: bearer,
        response: { 200: readerSettingsSchema },
      },
    },
    async (request) => repo.find(await authenticator.requireUser(request)),
  );

  api.put(
    path,
    {
      schema: {
        tags,
        operationId: "updateReaderSettings",
        summary: "Save the caller's type settings (the whole object)",
        security: bearer,
        body: readerSettingsSchema,
        response: { 200: readerSettingsSchema },
      },
    },
    async (request) => {
      const userId = await authenticator.requireUser(request);
      await repo.save(userId, request.body);
      return repo.find(userId);
    },
  );
}
