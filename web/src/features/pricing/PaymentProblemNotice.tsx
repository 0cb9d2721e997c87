import { RotateCcw } from "lucide-react";
import { Button } from "../../components/ui/Button";
import { Notice } from "../../components/ui/Notice";
import type { PaymentProblem } from "./payment-problems";

/**
 * What went wrong with a payment, with the server's own reason or the next step below it,
 * and a Try again button when trying again is all it takes (a declined payment).
 */
export function PaymentProblemNotice({
  problem,
  onRetry,
}: {
  problem: PaymentProblem;
  onRetry?: () => void;
}) {
  return (
    <Notice tone="error">
      <p className="font-medium">{problem.message}</p>
      {problem.detail ? <p className="mt-1">{problem.detail}</p> : null}
      {problem.retry && onRetry ? (
        <Button variant="secondary" onClick={onRetry} className="mt-3">
          <RotateCcw className="size-4" aria-hidden="true" />
          Try again
        </Button>
      ) : null}
    </Notice>
  );
}
