import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Container } from "../../components/ui/Container";
import { Notice } from "../../components/ui/Notice";
import { ScreenHeader } from "../../components/ui/ScreenHeader";
import { atUploadLimit, UploadAllowance } from "./UploadAllowance";
import { UploadBookForm } from "./UploadBookForm";
import { UploadTaskList } from "./UploadTaskList";
import { uploadTasksQuery } from "./upload-api";

const panelClass =
  "flex flex-col gap-6 rounded-3xl border border-line bg-card p-6 shadow-sm shadow-ink/5 sm:p-8";

export default function UploadBookView() {
  const tasks = useQuery(uploadTasksQuery);
  const usage = tasks.data;
  const [newTaskId, setNewTaskId] = useState<string | null>(null);

  return (
    <Container className="flex flex-col gap-8 py-10 sm:py-14">
      <title>Upload a book · Bindery</title>
      <ScreenHeader eyebrow="Upload" title="Upload a book">
        Turn a PDF into a page-flipping book: choose the file, give it a title and, if you like, a
        description.
      </ScreenHeader>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
        <section aria-labelledby="upload-form-title" className={panelClass}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="upload-form-title" className="font-serif text-2xl font-semibold">
              Your PDF
            </h2>
            {usage && !atUploadLimit(usage) ? <UploadAllowance usage={usage} /> : null}
          </div>
          {usage && atUploadLimit(usage) ? <UploadAllowance usage={usage} /> : null}
          <UploadBookForm disabled={!!usage && atUploadLimit(usage)} onUploaded={setNewTaskId} />
        </section>

        {/* On wide screens the list stays beside the form, in view, as the page scrolls. */}
        <section
          aria-labelledby="upload-tasks-title"
          className={`${panelClass} lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto`}
        >
          <div className="flex flex-col gap-1">
            <h2 id="upload-tasks-title" className="font-serif text-2xl font-semibold">
              Your uploads
            </h2>
            <p className="text-sm text-ink-soft">
              Checked every few seconds. A book opens once its first pages are ready.
            </p>
          </div>
          {usage ? (
            <UploadTaskList tasks={usage.tasks} newTaskId={newTaskId} />
          ) : tasks.isError ? (
            <Notice tone="error">Your uploads could not be loaded. Bindery keeps trying.</Notice>
          ) : (
            <p role="status" className="text-sm text-ink-faint">
              Loading your uploads…
            </p>
          )}
        </section>
      </div>
    </Container>
  );
}
