import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_SUBJECTS,
  type ContactSubject,
  contactMessages,
} from "@bindery/contract";
import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/Button";
import { Notice } from "../../components/ui/Notice";
import { SelectField } from "../../components/ui/SelectField";
import { TextAreaField } from "../../components/ui/TextAreaField";
import { TextField } from "../../components/ui/TextField";
import { track } from "../../lib/analytics";
import { useValidatedForm } from "../auth/use-validated-form";
import { useSession } from "../session/session-store";
import {
  type ContactValues,
  contactErrorMessage,
  contactFields,
  sendContactMessage,
  validateContactField,
} from "./contact-form";
import { useRepliesPromised } from "./use-replies-promised";

/**
 * A field people never see, and bots fill in (contract/src/contact.ts): off screen rather
 * than display:none, which some bots skip; out of the tab order and hidden from screen
 * readers, so no person fills it by accident.
 */
function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label>
        Website
        <input type="text" name={CONTACT_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

export function ContactForm() {
  const session = useSession();
  const signedIn = session.status === "signed-in";
  const empty: ContactValues = {
    email: signedIn ? (session.email ?? "") : "",
    subject: "",
    message: "",
  };
  const form = useValidatedForm(contactFields, empty, validateContactField);
  const repliesPromised = useRepliesPromised();
  const [outcome, setOutcome] = useState<{ tone: "info" | "error"; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    setOutcome(null);
    const invalid = form.validateAll();
    if (invalid) {
      const control = element.elements.namedItem(invalid);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    const honeypot = new FormData(element).get(CONTACT_HONEYPOT_FIELD);
    setSending(true);
    try {
      await sendContactMessage(
        {
          email: form.values.email.trim(),
          subject: form.values.subject,
          message: form.values.message.trim(),
          ...(typeof honeypot === "string" && honeypot
            ? { [CONTACT_HONEYPOT_FIELD]: honeypot }
            : {}),
        },
        signedIn,
      );
      track({
        name: "contact_sent",
        props: { subject: form.values.subject as ContactSubject },
      });
      setOutcome({
        tone: "info",
        text: repliesPromised ? contactMessages.sent : contactMessages.received,
      });
      form.reset({ ...empty, email: form.values.email });
    } catch (error) {
      setOutcome({ tone: "error", text: contactErrorMessage(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="relative flex flex-col gap-5">
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        hint={
          signedIn
            ? "The address of your account; change it if you want the answer elsewhere."
            : undefined
        }
        {...form.fieldProps("email")}
      />
      <SelectField
        label="Subject"
        options={CONTACT_SUBJECTS}
        placeholder="Choose a subject"
        {...form.fieldProps("subject")}
      />
      <TextAreaField label="Message" rows={7} {...form.fieldProps("message")} />
      <Honeypot />
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto sm:self-start">
        <Send className="size-4" aria-hidden="true" />
        {sending ? "Sending…" : "Send message"}
      </Button>
    </form>
  );
}
