import { Download } from "lucide-react";
import { Button } from "../../components/ui/Button";
import { fetchMyData } from "./account-api";
import { FormOutcome } from "./FormOutcome";
import { useAccountAction } from "./use-account-form";

/** Saves the account's export as a JSON file (the call needs the bearer, so no plain link). */
export function DownloadDataButton() {
  const action = useAccountAction();
  const download = () =>
    action.run(async () => {
      const data = await fetchMyData();
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = `bindery-my-data-${data.exported_at.slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(url);
      return "Your data was downloaded.";
    });
  return (
    <div className="flex flex-col gap-4">
      <FormOutcome error={action.error} done={action.done} />
      <Button
        variant="secondary"
        disabled={action.pending}
        onClick={download}
        className="self-start"
      >
        <Download className="size-4" aria-hidden="true" />
        {action.pending ? "Preparing…" : "Download my data"}
      </Button>
    </div>
  );
}
