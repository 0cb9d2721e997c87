/** Pixel sizes (long side) of the images the converter writes. */

/** Page snapshots: enough for the reader's 650 px page box at 2x. */
export const SNAPSHOT_LONG_SIDE = 1300;
/** At most: thumbnails are the snapshot shrunk by a whole factor (186 px from 1300 px). */
export const THUMBNAIL_LONG_SIDE = 200;
export const COVER_LONG_SIDE = 600;
/** Pictures from the page never need more pixels than a snapshot. */
export const PICTURE_LONG_SIDE = 1300;
