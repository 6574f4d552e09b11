import { useState } from 'react';
import { errorMessage, FormError } from './form-error';

/**
 * A button that makes a file on the server and downloads it: disabled with `busyLabel` while it
 * runs, the API's Dutch error (or `failed`) under it when it fails.
 */
export function DownloadButton({
  label,
  busyLabel,
  failed,
  download,
  primary = false,
}: {
  label: string;
  busyLabel: string;
  failed: string;
  download(): Promise<unknown>;
  primary?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run() {
    setBusy(true);
    setError(null);
    try {
      await download();
    } catch (problem) {
      setError(errorMessage(problem, failed));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <button
        type="button"
        className={primary ? 'button button-primary' : 'button'}
        disabled={busy}
        onClick={run}
      >
        {busy ? busyLabel : label}
      </button>
      <FormError message={error} />
    </>
  );
}
