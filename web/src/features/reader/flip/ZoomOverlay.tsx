import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { usePortalContainer } from "../../../components/ui/portal-container";

export interface ZoomedImage {
  url: string;
  label: string;
}

/** A picture shown large over everything; a click anywhere or Escape closes it. */
export function ZoomOverlay({ image, onClose }: { image: ZoomedImage | null; onClose(): void }) {
  const container = usePortalContainer();
  return (
    <Dialog.Root open={image !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/85 animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          onClick={onClose}
          className="fixed inset-0 z-50 flex cursor-zoom-out items-center justify-center p-4 sm:p-10"
        >
          {image && (
            <>
              <Dialog.Title className="sr-only">{image.label}</Dialog.Title>
              {/* As large as the window allows, small pictures too: that is the point. */}
              <img
                src={image.url}
                alt={image.label}
                className="size-full object-contain drop-shadow-[0_20px_40px_rgb(0_0_0/0.6)]"
              />
              <Dialog.Close
                aria-label="Close picture"
                className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25"
              >
                <X className="size-6" aria-hidden="true" />
              </Dialog.Close>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
