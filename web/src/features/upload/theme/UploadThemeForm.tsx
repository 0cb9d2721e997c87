import {
  THEME_AUDIO_ACCEPT,
  THEME_AUDIO_MAX_MB,
  THEME_IMAGE_ACCEPT,
  THEME_IMAGE_MAX_MB,
  type Theme,
} from "@bindery/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Notice } from "../../../components/ui/Notice";
import { TextField } from "../../../components/ui/TextField";
import { track } from "../../../lib/analytics";
import { MediaPicker } from "./MediaPicker";
import {
  checkThemeForm,
  isPremiumRefusal,
  type ThemeField,
  type ThemeFormProblem,
  type ThemeFormValues,
  themeUploadProblem,
} from "./theme-form";
import { uploadTheme } from "./theme-upload-api";

interface UploadThemeFormProps {
  onUploaded(theme: Theme): void;
  /** The server says the account is not premium (storage was out of date). */
  onPremiumRequired(): void;
}

const empty: ThemeFormValues = { name: "", image: null, hasAudio: false, audio: null };
const FIELD_OF: Record<keyof ThemeFormValues, ThemeField> = {
  name: "name",
  image: "image",
  hasAudio: "audio",
  audio: "audio",
};

/** Theme name, image, 'has audio' yes/no, and the audio file when yes. */
export function UploadThemeForm({ onUploaded, onPremiumRequired }: UploadThemeFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(empty);
  const [problem, setProblem] = useState<ThemeFormProblem | null>(null);
  const [sending, setSending] = useState(false);
  const set = <Key extends keyof ThemeFormValues>(key: Key, value: ThemeFormValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A changed field's old message no longer applies; with none left, neither does the summary.
    setProblem((current) => {
      if (!current) return current;
      const fields = { ...current.fields, [FIELD_OF[key]]: undefined };
      const left = Object.values(fields).some(Boolean) || current.detail;
      return left ? { ...current, fields } : null;
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = checkThemeForm(values);
    setProblem(invalid);
    if (invalid || !values.image) return;
    setSending(true);
    track({ name: "upload_started", props: { kind: "theme" } });
    try {
      const { theme } = await uploadTheme({
        name: values.name.trim(),
        image: values.image,
        audio: values.hasAudio ? values.audio : null,
      });
      track({ name: "upload_finished", props: { kind: "theme", ok: true } });
      // The theme lists the reader shows now include this one.
      void queryClient.invalidateQueries();
      onUploaded(theme);
    } catch (error) {
      track({ name: "upload_finished", props: { kind: "theme", ok: false } });
      if (isPremiumRefusal(error)) return onPremiumRequired();
      setProblem(themeUploadProblem(error));
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {problem ? (
        <Notice tone="error">
          <p className="font-medium">{problem.summary}</p>
          {problem.detail ? <p className="mt-1">{problem.detail}</p> : null}
        </Notice>
      ) : null}
      <TextField
        label="Theme name"
        name="title"
        autoComplete="off"
        maxLength={80}
        value={values.name}
        error={problem?.fields.name}
        disabled={sending}
        onChange={(event) => set("name", event.target.value)}
      />
      <MediaPicker
        kind="image"
        label="Background image"
        hint={`JPEG, PNG or WebP, up to ${THEME_IMAGE_MAX_MB} MB`}
        accept={THEME_IMAGE_ACCEPT}
        file={values.image}
        error={problem?.fields.image}
        disabled={sending}
        onPick={(file) => set("image", file)}
      />
      <fieldset className="flex flex-col gap-2" disabled={sending}>
        <legend className="mb-1 text-sm font-medium text-ink">Has audio</legend>
        <div className="flex gap-3">
          {[
            { label: "No", value: false },
            { label: "Yes", value: true },
          ].map((option) => (
            <label
              key={option.label}
              className={
                "flex cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium " +
                "has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-gold " +
                (values.hasAudio === option.value
                  ? "border-accent bg-gold-soft text-ink"
                  : "border-line-strong bg-card text-ink-soft hover:border-ink-soft")
              }
            >
              <input
                type="radio"
                name={`${id}-has-audio`}
                checked={values.hasAudio === option.value}
                onChange={() => set("hasAudio", option.value)}
                className="accent-accent"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {values.hasAudio ? (
        <MediaPicker
          kind="audio"
          label="Audio file"
          hint={`MP3, OGG, WAV or M4A, up to ${THEME_AUDIO_MAX_MB} MB; it loops while you read`}
          accept={THEME_AUDIO_ACCEPT}
          file={values.audio}
          error={problem?.fields.audio}
          disabled={sending}
          onPick={(file) => set("audio", file)}
        />
      ) : null}
      <Button type="submit" size="lg" disabled={sending} className="self-start">
        {sending ? "Uploading…" : "Upload theme"}
      </Button>
    </form>
  );
}
