import type { ReactNode } from "react";

interface NoticeProps {
  tone: "info" | "error";
  children: ReactNode;
}

/** A message about the whole form or screen; errors are announced as they appear. */
export function Notice({ tone, children }: NoticeProps) {
  const styles =
    tone === "error"
      ? "border-danger/30 bg-danger-soft text-danger"
      : "border-gold/40 bg-gold-soft text-ink";
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border px-4 py-3 text-sm ${styles}`}
    >
      {children}
    </div>
  );
}
