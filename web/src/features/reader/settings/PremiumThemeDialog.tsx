import { type Theme, themeMessages } from "@bindery/contract";
import * as Dialog from "@radix-ui/react-dialog";
import { Crown, X } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button-styles";
import { usePortalContainer } from "../../../components/ui/portal-container";

interface PremiumThemeDialogProps {
  theme: Theme | null;
  onClose(): void;
}

/** Shown instead of selecting a locked theme: the theme itself, and the way to unlock it. */
export function PremiumThemeDialog({ theme, onClose }: PremiumThemeDialogProps) {
  const container = usePortalContainer();
  return (
    <Dialog.Root open={theme !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night/55 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-2xl border border-line bg-card shadow-2xl shadow-ink/30 animate-fade-in">
          {theme && (
            <>
              <div className="relative aspect-[16/9] bg-night">
                <img
                  src={theme.image_url}
                  alt={`Preview of the ${theme.theme_name} theme`}
                  className="size-full object-cover"
                />
                <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-night/75 px-3 py-1 text-xs font-semibold tracking-wide text-gold-soft uppercase">
                  <Crown className="size-3.5" aria-hidden="true" />
                  Premium
                </span>
              </div>
              <div className="p-6">
                <Dialog.Title className="font-serif text-2xl font-semibold text-ink">
                  {theme.theme_name}
                </Dialog.Title>
                <Dialog.Description className="mt-2 text-ink-soft">
                  {themeMessages.premiumLocked}
                </Dialog.Description>
                <div className="mt-6 flex flex-wrap items-center gap-3">
                  <Link to="/pricing" className={buttonClass("primary", "lg")}>
                    <Crown className="size-4" aria-hidden="true" />
                    Go Premium
                  </Link>
                  <Dialog.Close className={buttonClass("ghost", "lg")}>Not now</Dialog.Close>
                </div>
              </div>
              <Dialog.Close
                aria-label="Close"
                className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-full bg-night/60 text-paper hover:bg-night/80"
              >
                <X className="size-5" aria-hidden="true" />
              </Dialog.Close>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
