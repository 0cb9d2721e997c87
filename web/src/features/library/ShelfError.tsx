import { RotateCw } from "lucide-react";
import { Button } from "../../components/ui/Button";
import { Notice } from "../../components/ui/Notice";

/** A shelf that would not load: say so, and offer to try again. */
export function ShelfError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Notice tone="error">
        These books could not be loaded. Check your connection and try again.
      </Notice>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
