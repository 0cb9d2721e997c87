import type { TaskProgressResponse } from "@bindery/contract";
import { uploadMessages } from "@bindery/contract";
import { Crown } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";

type Usage = Pick<TaskProgressResponse, "uploads_used" | "upload_limit">;

export const atUploadLimit = ({ uploads_used, upload_limit }: Usage) =>
  upload_limit !== null && uploads_used >= upload_limit;

/** Free users see how many of their books they have used, and at the limit, the way on. */
export function UploadAllowance({ usage }: { usage: Usage }) {
  const { uploads_used: used, upload_limit: limit } = usage;
  if (limit === null) {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-ink-soft">
        <Crown className="size-4 text-gold" aria-hidden="true" />
        Premium · unlimited uploads
      </p>
    );
  }
  if (!atUploadLimit(usage)) {
    return (
      <p className="text-sm font-medium text-ink-soft">
        {used} / {limit} uploads used
      </p>
    );
  }
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-gold/40 bg-gold-soft px-4 py-3 text-sm text-ink"
    >
      <p className="font-medium">
        {used} / {limit} uploads used
      </p>
      <p>{uploadMessages.freeLimit(limit)}</p>
      <Link to="/pricing" className={`${buttonClass("primary")} self-start`}>
        <Crown className="size-4" aria-hidden="true" />
        Go Premium
      </Link>
    </div>
  );
}
