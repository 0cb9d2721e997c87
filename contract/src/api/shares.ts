import { bookSearchResponseSchema } from "../book-search.js";
import {
  bookIdParamsSchema,
  bookPagesResponseSchema,
  deletedResponseSchema,
  pagesRangeQuerySchema,
  snapshotsRangeQuerySchema,
  snapshotsResponseSchema,
} from "../books.js";
import { bookContentsResponseSchema } from "../contents.js";
import {
  mySharesSchema,
  shareAccessSchema,
  shareCreateSchema,
  sharedBookSchema,
  shareSchema,
  shareTokenParamsSchema,
  shareUnlockSchema,
  shareViewAnswerSchema,
  shareViewSchema,
} from "../shares.js";
import { epubFileSchema, searchQuerySchema } from "./book-answers.js";
import * as endpoints from "./endpoints/shares.js";
import type { ApiRoute } from "./route.js";

const tags = ["shares"];

/** What every read through a link says about who may call it. */
const THROUGH_A_LINK =
  "Anyone holding the link's token, without an account. A password-protected link also needs the x-share-access header that unlockSharedBook answers (403 without it). An unknown, revoked or replaced token answers 404, an expired one 410; nothing is cached.";

export const createShare = {
  ...endpoints.createShare,
  summary: "Make a link anyone can read one of the caller's uploaded books with (replaces any)",
  description:
    "One link per book: making another replaces the first, which stops working at once. Optional password (asked before anything of the book is sent), expiry and whether readers may download the book as EPUB.",
  tags,
  refusals: [403, 404],
  params: bookIdParamsSchema,
  body: shareCreateSchema,
  responses: { 201: shareSchema },
} as const satisfies ApiRoute;

export const getShare = {
  ...endpoints.getShare,
  summary: "The book's current link, with its views per day (404 when it has none)",
  tags,
  refusals: [404],
  params: bookIdParamsSchema,
  responses: { 200: shareSchema },
} as const satisfies ApiRoute;

export const deleteShare = {
  ...endpoints.deleteShare,
  summary: "Revoke the book's link: it stops working at once",
  tags,
  refusals: [404],
  params: bookIdParamsSchema,
  responses: { 200: deletedResponseSchema },
} as const satisfies ApiRoute;

export const listMyShares = {
  ...endpoints.listMyShares,
  summary: "The links of the caller's books, with their views per day",
  tags,
  responses: { 200: mySharesSchema },
} as const satisfies ApiRoute;

export const getSharedBook = {
  ...endpoints.getSharedBook,
  summary: "The book a link opens, or { locked: true } until its password is given",
  description: THROUGH_A_LINK,
  tags,
  refusals: [404, 410],
  params: shareTokenParamsSchema,
  responses: { 200: sharedBookSchema },
} as const satisfies ApiRoute;

export const unlockSharedBook = {
  ...endpoints.unlockSharedBook,
  summary: "Give a link's password; answers what unlocks it (the x-share-access header)",
  description:
    "Wrong passwords are counted per link and per address; past the limit, 429 until the window ends.",
  tags,
  refusals: [403, 404, 410, 429],
  params: shareTokenParamsSchema,
  body: shareUnlockSchema,
  responses: { 200: shareAccessSchema },
} as const satisfies ApiRoute;

export const getSharedPages = {
  ...endpoints.getSharedPages,
  summary: "A shared book and its pages start..end (inclusive), files served through the link",
  description: THROUGH_A_LINK,
  tags,
  refusals: [403, 404, 410],
  params: shareTokenParamsSchema,
  query: pagesRangeQuerySchema,
  responses: { 200: bookPagesResponseSchema },
} as const satisfies ApiRoute;

export const getSharedSnapshots = {
  ...endpoints.getSharedSnapshots,
  summary: "Images of a shared book's original pages start..end (inclusive)",
  description: THROUGH_A_LINK,
  tags,
  refusals: [403, 404, 410],
  params: shareTokenParamsSchema,
  query: snapshotsRangeQuerySchema,
  responses: { 200: snapshotsResponseSchema },
} as const satisfies ApiRoute;

export const getSharedContents = {
  ...endpoints.getSharedContents,
  summary: "A shared book's table of contents",
  description: THROUGH_A_LINK,
  tags,
  refusals: [403, 404, 410],
  params: shareTokenParamsSchema,
  responses: { 200: bookContentsResponseSchema },
} as const satisfies ApiRoute;

export const searchSharedBook = {
  ...endpoints.searchSharedBook,
  summary: "Pages of a shared book matching the words q, best first, start..end (inclusive)",
  description: THROUGH_A_LINK,
  tags,
  refusals: [403, 404, 410],
  params: shareTokenParamsSchema,
  query: searchQuerySchema,
  responses: { 200: bookSearchResponseSchema },
} as const satisfies ApiRoute;

export const exportSharedEpub = {
  ...endpoints.exportSharedEpub,
  summary: "A shared book as an EPUB 3 file, when its owner allowed downloads",
  description: THROUGH_A_LINK,
  tags,
  refusals: [403, 404, 410],
  params: shareTokenParamsSchema,
  responses: { 200: epubFileSchema },
} as const satisfies ApiRoute;

export const recordSharedView = {
  ...endpoints.recordSharedView,
  summary: "Count an opening of a shared book: once per visit (a random id per tab) and day",
  description:
    "First-party and anonymous: no cookie, no address kept; the visit id is made by the reader's tab for its session. Nothing is stored for a browser that sends DNT: 1 or Sec-GPC: 1.",
  tags,
  refusals: [403, 404, 410, 429],
  params: shareTokenParamsSchema,
  body: shareViewSchema,
  responses: { 202: shareViewAnswerSchema },
} as const satisfies ApiRoute;
