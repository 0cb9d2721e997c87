import type { UploadTask } from "@bindery/contract";
import { BookOpen, CircleAlert, CircleCheck, Clock, LoaderCircle } from "lucide-react";
import { Link } from "react-router";
import { ProgressBar } from "../../components/ui/ProgressBar";
import { type TaskState, taskState } from "./task-status";

const readLinkClass =
  "inline-flex items-center gap-1.5 text-sm font-medium text-accent underline-offset-4 hover:underline";

function StateLine({ task, state }: { task: UploadTask; state: TaskState }) {
  switch (state.kind) {
    case "queued":
      return (
        <p className="flex items-center gap-1.5 text-sm text-ink-soft">
          <Clock className="size-4" aria-hidden="true" />
          Queued, waiting to be converted
        </p>
      );
    case "converting":
      return (
        <div className="flex flex-col gap-2">
          <p className="flex items-center gap-1.5 text-sm text-ink-soft">
            <LoaderCircle
              className="size-4 animate-spin motion-reduce:animate-none"
              aria-hidden="true"
            />
            Converting ·{" "}
            {state.pages
              ? `${state.pages.done} of ${state.pages.total} pages`
              : `${state.percent}%`}
          </p>
          <ProgressBar value={state.percent} label={`Converting ${task.name}`} />
          {state.readable && task.book_id ? (
            <Link to={`/read_book/${task.book_id}`} className={readLinkClass}>
              <BookOpen className="size-4" aria-hidden="true" />
              Start reading while it converts
            </Link>
          ) : null}
        </div>
      );
    case "completed":
      return (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-center gap-1.5 text-sm text-ink-soft">
            <CircleCheck className="size-4 text-gold" aria-hidden="true" />
            Completed
          </p>
          {state.notice ? <p className="basis-full text-sm text-ink-soft">{state.notice}</p> : null}
          {task.book_id ? (
            // The name starts with the words shown, so speech control finds it (WCAG 2.5.3).
            <Link
              to={`/read_book/${task.book_id}`}
              className={readLinkClass}
              aria-label={`Read book: ${task.name}`}
            >
              <BookOpen className="size-4" aria-hidden="true" />
              Read book
            </Link>
          ) : null}
        </div>
      );
    case "failed":
      return (
        <p className="flex items-start gap-1.5 text-sm text-danger">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Failed: {state.reason}
            {state.password ? (
              <span className="block text-ink-soft">
                Upload it again with its password in “PDF password”.
              </span>
            ) : null}
          </span>
        </p>
      );
  }
}

/** Brings the task just uploaded into view, once, gently unless motion is reduced. */
function scrollIntoViewOnce(element: HTMLElement | null) {
  if (!element || element.dataset.shown) return;
  element.dataset.shown = "true";
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ block: "nearest", behavior: reduced ? "auto" : "smooth" });
}

/**
 * The user's uploads, newest first, each with where its conversion stands; `newTaskId`,
 * the upload just sent, is marked and brought into view.
 */
export function UploadTaskList({
  tasks,
  newTaskId = null,
}: {
  tasks: UploadTask[];
  newTaskId?: string | null;
}) {
  if (tasks.length === 0) {
    return (
      <p className="rounded-xl bg-paper px-4 py-6 text-center text-sm text-ink-soft">
        No uploads yet. Your books appear here while they are converted.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {tasks.map((task) => {
        const isNew = task.user_task_progress_unique_id === newTaskId;
        return (
          <li
            key={task.user_task_progress_unique_id}
            ref={isNew ? scrollIntoViewOnce : undefined}
            className={`flex scroll-m-24 flex-col gap-2 rounded-xl border px-4 py-3 ${
              isNew ? "border-gold bg-gold-soft/60 ring-2 ring-gold/40" : "border-line bg-paper/60"
            }`}
          >
            <p className="font-serif font-semibold text-ink [overflow-wrap:anywhere]">
              {task.name}
              {isNew ? (
                <span className="ml-2 text-xs font-sans font-medium text-ink-soft">
                  Just uploaded
                </span>
              ) : null}
            </p>
            <StateLine task={task} state={taskState(task)} />
          </li>
        );
      })}
    </ul>
  );
}
