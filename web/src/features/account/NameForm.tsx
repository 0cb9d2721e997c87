import { accountMessages, authMessages, nameProblem } from "@bindery/contract";
import { Button } from "../../components/ui/Button";
import { TextField } from "../../components/ui/TextField";
import { writeProfile } from "../../lib/session-storage";
import { updateName } from "./account-api";
import { FormOutcome } from "./FormOutcome";
import { useAccountForm } from "./use-account-form";

const fields = ["first_name", "last_name"] as const;

export function NameForm({ firstName, lastName }: { firstName: string; lastName: string }) {
  const form = useAccountForm(
    fields,
    { first_name: firstName, last_name: lastName },
    (field, values) =>
      nameProblem(
        values[field],
        field === "first_name" ? authMessages.firstName : authMessages.lastName,
      ),
  );
  const submit = form.onSubmit(async (values) => {
    writeProfile(await updateName(values));
    return accountMessages.nameSaved;
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          {...form.fieldProps("first_name")}
        />
        <TextField label="Last name" autoComplete="family-name" {...form.fieldProps("last_name")} />
      </div>
      <FormOutcome error={form.error} done={form.done} />
      <Button type="submit" disabled={form.pending} className="self-start">
        {form.pending ? "Saving…" : "Save name"}
      </Button>
    </form>
  );
}
