import { Notice } from "../../components/ui/Notice";

/** What became of a form's last call: the server's refusal, or its success message. */
export function FormOutcome({ error, done }: { error: string | null; done: string | null }) {
  if (error) return <Notice tone="error">{error}</Notice>;
  return done ? <Notice tone="info">{done}</Notice> : null;
}
