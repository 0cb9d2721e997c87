import type { Migration } from "kysely";
import { initial } from "./0001-initial.js";
import { uploadTaskDescription } from "./0002-upload-task-description.js";
import { contactMailRetry } from "./0003-contact-mail-retry.js";
import { payments } from "./0004-payments.js";
import { publicBooksListingIndex } from "./0005-public-books-listing-index.js";
import { catalogSeed } from "./0006-catalog-seed.js";
import { readerPlaceAndSettings } from "./0007-reader-place-and-settings.js";
import { pageSearch } from "./0008-page-search.js";
import { bookContents } from "./0009-book-contents.js";
import { uploadTaskClaims } from "./0010-upload-task-claims.js";
import { accountTokens } from "./0013-account-tokens.js";
import { uploadTaskPages } from "./0014-upload-task-pages.js";
import { catalogWorks } from "./0015-catalog-works.js";
import { bookNoticeAndAltText } from "./0016-book-notice-and-alt-text.js";
import { uploadTitleFromFileName } from "./0017-upload-title-from-file-name.js";
import { pageContinuesParagraph } from "./0018-page-continues-paragraph.js";
import { themePortraitImage } from "./0019-theme-portrait-image.js";
import { annotations } from "./0021-annotations.js";
import { appPasswords } from "./0022-app-passwords.js";
import { pageLinks } from "./0023-page-links.js";
import { bookPageDirection } from "./0024-book-page-direction.js";
import { bookShares } from "./0025-book-shares.js";
import { annotationChangedAt } from "./0026-annotation-changed-at.js";
import { readingPlaceTime } from "./0027-reading-place-time.js";

/** Every migration, in order. Names are permanent: never rename or reorder one that shipped. */
export const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-upload-task-description": uploadTaskDescription,
  "0003-contact-mail-retry": contactMailRetry,
  "0004-payments": payments,
  "0005-public-books-listing-index": publicBooksListingIndex,
  "0006-catalog-seed": catalogSeed,
  "0007-reader-place-and-settings": readerPlaceAndSettings,
  "0008-page-search": pageSearch,
  "0009-book-contents": bookContents,
  "0010-upload-task-claims": uploadTaskClaims,
  "0013-account-tokens": accountTokens,
  "0014-upload-task-pages": uploadTaskPages,
  "0015-catalog-works": catalogWorks,
  "0016-book-notice-and-alt-text": bookNoticeAndAltText,
  "0017-upload-title-from-file-name": uploadTitleFromFileName,
  "0018-page-continues-paragraph": pageContinuesParagraph,
  "0019-theme-portrait-image": themePortraitImage,
  "0021-annotations": annotations,
  "0022-app-passwords": appPasswords,
  "0023-page-links": pageLinks,
  "0024-book-page-direction": bookPageDirection,
  "0025-book-shares": bookShares,
  "0026-annotation-changed-at": annotationChangedAt,
  "0027-reading-place-time": readingPlaceTime,
};
