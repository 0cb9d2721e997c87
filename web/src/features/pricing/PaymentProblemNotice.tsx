import { Notice } from "../../components/ui/Notice";
import type { PaymentProblem } from "./payment-problems";

/** One of the spec's payment messages, with the server's own reason below it when given. */
export function PaymentProblemNotice({ problem }: { problem: PaymentProblem }) {
  return (
    <Notice tone="error">
      <p className="font-medium">{problem.message}</p>
      {problem.detail ? <p className="mt-1">{problem.detail}</p> : null}
    </Notice>
  );
}
