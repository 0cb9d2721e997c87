import {
  pdfPasswordProblem,
  proposeTitle,
  uploadDescriptionProblem,
  uploadMessages,
  uploadTitleProblem,
} from "@bindery/contract";
import { useQueryClient } from "@tanstack/react-query";
import { BookUp } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../components/ui/Button";
import { Notice } from "../../components/ui/Notice";
import { ProgressBar } from "../../components/ui/ProgressBar";
import { TextAreaField } from "../../components/ui/TextAreaField";
import { TextField } from "../../components/ui/TextField";
import { track } from "../../lib/analytics";
import { formatFileSize } from "../../lib/file-size";
import { useValidatedForm } from "../auth/use-validated-form";
import { PdfPicker } from "./PdfPicker";
import { pdfFileProblem } from "./pdf-file";
import { readPdfTitle } from "./pdf-title";
import { uploadBook, uploadTasksQuery } from "./upload-api";
import { uploadErrorMessage } from "./upload-errors";

const fields = ["title", "description", "password"] as const;
type Field = (typeof fields)[number];

const rules = {
  title: uploadTitleProblem,
  description: uploadDescriptionProblem,
  password: pdfPasswordProblem,
} satisfies Record<Field, (value: string) => string | null>;

const validate = (field: Field, values: Record<Field, string>) => rules[field](values[field]);

interface Sending {
  sent: number;
  total: number;
}

const percentOf = ({ sent, total }: Sending) => (total > 0 ? (sent / total) * 100 : 0);

/**
 * The file, its title and description, and the bytes going up while it is sent. The
 * title is proposed from the chosen PDF (its own title, else its file name) and stays
 * editable. The Upload button and what became of the upload stay in view at the bottom
 * of the screen; `onUploaded` names the new task.
 */
export function UploadBookForm({
  disabled,
  onUploaded,
}: {
  disabled: boolean;
  onUploaded(taskId: string): void;
}) {
  const queryClient = useQueryClient();
  const form = useValidatedForm(fields, { title: "", description: "", password: "" }, validate);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sending, setSending] = useState<Sending | null>(null);
  const [outcome, setOutcome] = useState<{ tone: "info" | "error"; text: string } | null>(null);

  // The file last picked: a slow check of an earlier pick must not overwrite its verdict.
  const lastPick = useRef<File | null>(null);
  // The title last proposed: replaced by the next file's, unlike a title the user wrote.
  const proposedTitle = useRef("");
  const pick = async (picked: File | null) => {
    lastPick.current = picked;
    setFile(picked);
    setOutcome(null);
    const problem = picked ? await pdfFileProblem(picked) : null;
    if (lastPick.current !== picked) return;
    setFileError(problem);
    if (picked && !problem) {
      const metadataTitle = await readPdfTitle(picked).catch(() => null);
      if (lastPick.current !== picked) return;
      const previous = proposedTitle.current;
      proposedTitle.current = proposeTitle(metadataTitle, picked.name);
      form.propose(
        "title",
        proposedTitle.current,
        (current) => current.trim() === "" || current === previous,
      );
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    setOutcome(null);
    const problem = file ? await pdfFileProblem(file) : uploadMessages.fileMissing;
    setFileError(problem);
    const invalidField = form.validateAll();
    const firstInvalid = problem ? "file" : invalidField;
    if (firstInvalid || !file) {
      const control = element.elements.namedItem(firstInvalid ?? "file");
      if (control instanceof HTMLElement) control.focus();
      return;
    }

    setSending({ sent: 0, total: file.size });
    track({ name: "upload_started", props: { kind: "book" } });
    try {
      const answer = await uploadBook(
        {
          file,
          title: form.values.title.trim(),
          description: form.values.description.trim(),
          password: form.values.password,
        },
        (sent, total) => setSending({ sent, total }),
      );
      track({ name: "upload_finished", props: { kind: "book", ok: true } });
      setOutcome({
        tone: "info",
        text: `${answer.message} “${form.values.title.trim()}” is at the top of your uploads.`,
      });
      onUploaded(answer.task_id);
      proposedTitle.current = "";
      form.reset();
      setFile(null);
      element.reset();
    } catch (error) {
      track({ name: "upload_finished", props: { kind: "book", ok: false } });
      setOutcome({ tone: "error", text: uploadErrorMessage(error) });
    } finally {
      setSending(null);
      // The new task (or the limit that refused it) shows at once, not at the next poll.
      void queryClient.invalidateQueries({ queryKey: uploadTasksQuery.queryKey });
    }
  };

  const busy = sending !== null;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-busy={busy}>
      <fieldset disabled={disabled || busy} className="flex flex-col gap-5">
        <legend className="sr-only">Your PDF</legend>
        <PdfPicker file={file} error={fileError} disabled={disabled || busy} onPick={pick} />
        <TextField label="Title" autoComplete="off" {...form.fieldProps("title")} />
        <TextAreaField
          label="Description (optional)"
          rows={3}
          {...form.fieldProps("description")}
        />
        <TextField
          label="PDF password (only if the PDF has one)"
          type="password"
          // Not the account's password: browsers must not offer to fill it in or save it.
          autoComplete="off"
          {...form.fieldProps("password")}
        />
      </fieldset>
      {/* Stays at the bottom of the screen while the form is longer than it. */}
      <div className="sticky bottom-0 z-10 -mx-6 -mb-6 flex flex-col gap-3 rounded-b-3xl border-t border-line bg-card/95 px-6 py-4 backdrop-blur sm:-mx-8 sm:-mb-8 sm:px-8">
        {/* Always present, so screen readers announce the confirmation as it appears. */}
        <div role="status">
          {outcome?.tone === "info" ? (
            <p className="rounded-lg border border-gold/40 bg-gold-soft px-4 py-3 text-sm text-ink">
              {outcome.text}
            </p>
          ) : null}
        </div>
        {outcome?.tone === "error" ? <Notice tone="error">{outcome.text}</Notice> : null}
        {sending ? (
          <div className="flex flex-col gap-2">
            <ProgressBar value={percentOf(sending)} label="Upload progress" />
            <p className="text-sm text-ink-soft">
              Uploading… {Math.round(percentOf(sending))}% ({formatFileSize(sending.sent)} of{" "}
              {formatFileSize(sending.total)})
            </p>
          </div>
        ) : null}
        <Button
          type="submit"
          size="lg"
          disabled={disabled || busy}
          className="w-full sm:w-auto sm:self-start"
        >
          <BookUp className="size-5" aria-hidden="true" />
          {busy ? "Uploading…" : "Upload book"}
        </Button>
      </div>
    </form>
  );
}
