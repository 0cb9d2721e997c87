import {
  DEFAULT_READER_SETTINGS,
  type ReaderSettings,
  readerSettingsSchema,
} from "@bindery/contract";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { Clock } from "../lib/clock.js";

/** A user's type settings: one JSON object per user, the defaults until they save one. */
export function createReaderSettingsRepo(db: Kysely<Database>, clock: Clock) {
  return {
    async find(userId: string): Promise<ReaderSettings> {
      const row = await db
        .selectFrom("reader_settings")
        .select("settings")
        .where("user_id", "=", userId)
        .executeTakeFirst();
      if (!row) return DEFAULT_READER_SETTINGS;
      // Saved under an older rule set (a font since withdrawn): what is still valid is
      // kept field by field, the rest falls back to its default.
      const saved = JSON.parse(row.settings) as Record<string, unknown>;
      const settings = { ...DEFAULT_READER_SETTINGS };
      for (const key of Object.keys(settings) as Array<keyof ReaderSettings>) {
        const candidate = { ...settings, [key]: saved[key] };
        if (readerSettingsSchema.safeParse(candidate).success) Object.assign(settings, candidate);
      }
      return settings;
    },

    /** One row per user; the later of two saves wins. */
    async save(userId: string, settings: ReaderSettings): Promise<void> {
      const now = clock();
      const json = JSON.stringify(settings);
      await db
        .insertInto("reader_settings")
        .values({ user_id: userId, settings: json, updated_at: now })
        .onConflict((conflict) =>
          conflict.column("user_id").doUpdateSet({ settings: json, updated_at: now }),
        )
        .execute();
    },
  };
}

export type ReaderSettingsRepo = ReturnType<typeof createReaderSettingsRepo>;

declare module "../feature-deps.js" {
  interface Repos {
    readerSettings: ReaderSettingsRepo;
  }
}
