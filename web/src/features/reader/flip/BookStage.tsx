import { type CSSProperties, type ReactNode, useRef } from "react";
import { bookSize, pageTypography, STAGE_MARGIN } from "../pages/page-typography";
import { useElementSize } from "../use-element-size";

interface BookStageProps {
  single: boolean;
  /** The paper and cover colours of the current themes (theme-style.ts). */
  themeStyle: CSSProperties;
  label: string;
  /** Laid over the book at its screen size (the editor's saving veil). */
  overlay?: ReactNode;
  children: ReactNode;
}

/**
 * Fills the space it is given and shows the book as large as fits, never above its real
 * size. The book is laid out at its real size (so the text breaks exactly as the converter
 * measured) and scaled as a whole.
 */
export function BookStage({ single, themeStyle, label, overlay, children }: BookStageProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  const room = useElementSize(stageRef);
  const natural = bookSize(single);
  const scale = Math.max(
    0.1,
    Math.min(
      1,
      (room.width - 2 * STAGE_MARGIN) / natural.width,
      (room.height - 2 * STAGE_MARGIN) / natural.height,
    ),
  );
  return (
    <div ref={stageRef} className="relative min-h-0 flex-1">
      {room.width > 0 && (
        <section
          aria-label={label}
          className="absolute top-1/2 left-1/2"
          style={{
            width: natural.width * scale,
            height: natural.height * scale,
            transform: "translate(-50%, -50%)",
          }}
        >
          <div
            className={`flip-book ${single ? "flip-book--single" : "flip-book--spread"}`}
            data-scale={scale.toFixed(3)}
            style={{
              ...pageTypography,
              ...themeStyle,
              width: natural.width,
              height: natural.height,
              transform: `scale(${scale})`,
              transformOrigin: "top left",
            }}
          >
            {children}
          </div>
          {overlay}
        </section>
      )}
    </div>
  );
}
