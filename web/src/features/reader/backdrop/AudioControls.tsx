import * as Slider from "@radix-ui/react-slider";
import { Volume2, VolumeX } from "lucide-react";
import { VOLUME_STEP } from "./use-ambient-audio";

interface AudioControlsProps {
  volume: number;
  muted: boolean;
  /** The background theme has a sound to play. */
  hasSound: boolean;
  onVolumeChange(volume: number): void;
  onMutedChange(muted: boolean): void;
}

/** The volume slider (0 to 1, step 0.01) and mute/unmute of the background's sound. */
export function AudioControls({
  volume,
  muted,
  hasSound,
  onVolumeChange,
  onMutedChange,
}: AudioControlsProps) {
  const Icon = muted ? VolumeX : Volume2;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={() => onMutedChange(!muted)}
          className="inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-full border border-line-strong bg-card px-3.5 text-sm font-medium text-ink hover:border-ink-soft hover:bg-paper-deep"
        >
          <Icon className="size-4 text-accent" aria-hidden="true" />
          {muted ? "Unmute" : "Mute"}
        </button>
        <Slider.Root
          className="relative flex h-10 flex-1 touch-none items-center select-none"
          min={0}
          max={1}
          step={VOLUME_STEP}
          value={[volume]}
          onValueChange={([value]) => onVolumeChange(value ?? volume)}
          aria-label="Volume"
        >
          <Slider.Track className="relative h-1.5 flex-1 rounded-full bg-line">
            <Slider.Range className="absolute h-full rounded-full bg-accent" />
          </Slider.Track>
          <Slider.Thumb
            aria-label="Volume"
            aria-valuetext={`${Math.round(volume * 100)}%`}
            className="block size-5 cursor-grab rounded-full border-2 border-accent bg-card shadow"
          />
        </Slider.Root>
        <span className="w-10 text-right text-sm text-ink-soft tabular-nums" aria-hidden="true">
          {Math.round(volume * 100)}%
        </span>
      </div>
      {!hasSound && (
        <p className="text-sm text-ink-faint">
          This background is silent. Backgrounds marked with a speaker play a looping sound.
        </p>
      )}
    </div>
  );
}
