import { z } from "zod";

/**
 * The ids the API takes, checked by the route schemas before any query, so only an id
 * that can exist reaches the database. Every id the server makes is a UUID
 * (crypto.randomUUID): users, books, pages, upload tasks, custom themes, orders. Built-in
 * themes keep the slug their definition names ("book-walnut-desk"); a UUID written as
 * crypto.randomUUID writes it (lower case) is such a slug too.
 *
 * A path id that fails its check names nothing: the server answers 404 with `notFound`,
 * the same answer as an unknown id. An id in a body that fails is a bad field: 400.
 */
export const THEME_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const THEME_ID_MAX_LENGTH = 64;

/** A UUID id; `error` is the message for anything else. */
export const uuidIdSchema = (error: string) => z.uuid({ error });

/** Whether `value` is a UUID id, for ids read outside a route schema (from an address or a key). */
export const isUuidId = (value: string): boolean => z.uuid().safeParse(value).success;

/** A theme's id, built-in or custom; `error` is the message for anything else. */
export const themeIdSchema = (error: string) =>
  z.string({ error }).max(THEME_ID_MAX_LENGTH, { error }).regex(THEME_ID_PATTERN, { error });
