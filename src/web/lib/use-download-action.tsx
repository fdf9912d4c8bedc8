import { useState } from "react";
import { clientErrorMessage } from "./api";

/**
 * A download started by a button (an export's file, a copy of one's data): `busy` while it runs, and the
 * server's Portuguese refusal (an expired link, a file not ready) as `errorLine`, an alert beside the item.
 */
export function useDownloadAction(download: () => Promise<void>, fallbackError: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await download();
    } catch (err) {
      setError(clientErrorMessage(err, fallbackError));
    } finally {
      setBusy(false);
    }
  };
  const errorLine = error ? (
    <p role="alert" className="mt-1 text-red-700">
      {error}
    </p>
  ) : null;
  return { busy, run, errorLine };
}
