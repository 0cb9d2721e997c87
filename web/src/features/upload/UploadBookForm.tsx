import {
  pdfPasswordProblem,
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
import { useValidatedForm } from "../auth/use-validated-form";
import { formatFileSize } from "./file-size";
import { PdfPicker } from "./PdfPicker";
import { pdfFileProblem } from "./pdf-file";
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

/** The file, its title and description, and the bytes going up while it is sent. */
export function UploadBookForm({ disabled }: { disabled: boolean }) {
  const queryClient = useQueryClient();
  const form = useValidatedForm(fields, { title: "", description: "", password: "" }, validate);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sending, setSending] = useState<Sending | null>(null);
  const [outcome, setOutcome] = useState<{ tone: "info" | "error"; text: string } | null>(null);

  // The file last picked: a slow check of an earlier pick must not overwrite its verdict.
  const lastPick = useRef<File | null>(null);
  const pick = async (picked: File | null) => {
    lastPick.current = picked;
    setFile(picked);
    setOutcome(null);
    const problem = picked ? await pdfFileProblem(picked) : null;
    if (lastPick.current === picked) setFileError(problem);
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
      setOutcome({ tone: "info", text: answer.message });
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
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
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
    </form>
  );
}
