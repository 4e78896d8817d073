import { useCallback, useState } from 'react';

/**
 * Runs one download at a time per key (a row's PDF, the ZIP) and remembers whether the last one
 * failed, so the page can say so instead of failing silently.
 */
export function useDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const run = useCallback(async (key: string, download: () => Promise<unknown>) => {
    setBusy(key);
    setFailed(false);
    try {
      await download();
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }, []);
  return { run, busy, failed };
}
