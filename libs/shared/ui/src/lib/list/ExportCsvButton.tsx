import { useLingui } from '@lingui/react/macro';
import { Box, Button, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { DownloadIcon } from './icons';

/** Props of ExportCsvButton: the export to run and the button's text ("Export CSV" unless told). */
export interface ExportCsvButtonProps {
  onExport: () => Promise<void>;
  label?: string;
}

/** Runs an export, busy while it runs; a failure is said next to the button, never thrown. */
export function ExportCsvButton({ onExport, label }: ExportCsvButtonProps) {
  const { t } = useLingui();
  const errorId = useId();
  const [state, setState] = useState<'idle' | 'running' | 'failed'>('idle');
  const run = async () => {
    setState('running');
    try {
      await onExport();
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <Box>
      <Button variant="default" leftSection={<DownloadIcon />} loading={state === 'running'} aria-describedby={state === 'failed' ? errorId : undefined} onClick={run}>
        {label ?? t`Export CSV`}
      </Button>
      {state === 'failed' && (
        <Text id={errorId} role="alert" size="sm" c="red.9" mt={4}>
          {t`The export failed. Try again.`}
        </Text>
      )}
    </Box>
  );
}
