import { usePageThumbnail } from "./use-page-thumbnail";

export interface SliderPreviewProps {
  /** The page under the dragged thumb, as printed (from 1), and what pages are called. */
  number: number;
  noun: string;
  /** Where the thumbnails of original pages come from (use-page-thumbnail.ts). */
  thumbnails: Omit<Parameters<typeof usePageThumbnail>[0], "page">;
}

/**
 * The bubble over the page slider's thumb while it is dragged: the page number and, for a
 * PDF book, the thumbnail of the original page. Its own chunk: loaded on the first drag.
 */
export default function SliderPreview({ number, noun, thumbnails }: SliderPreviewProps) {
  const thumbnail = usePageThumbnail({ ...thumbnails, page: number - 1 });
  return (
    <span
      aria-hidden="true"
      className="page-slider__bubble pointer-events-none absolute bottom-full mb-3 flex -translate-x-1/2 flex-col items-center gap-1.5 rounded-xl border border-white/15 bg-black/80 p-2 text-sm font-medium whitespace-nowrap text-white tabular-nums shadow-xl"
    >
      {thumbnail && (
        <img
          src={thumbnail}
          alt=""
          className="h-32 w-auto max-w-28 rounded bg-white object-contain"
        />
      )}
      {noun} {number}
    </span>
  );
}
