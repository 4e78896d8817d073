import { useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Text } from '@mantine/core';
import type { ExportFormat } from '@portal/shared-api-contract';
import { useId, useState } from 'react';
import { DownloadIcon } from './icons';

/** Props of ExportButtons: the export to run, in the format the user chose. */
export interface ExportButtonsProps {
  onExport: (format: ExportFormat) => Promise<void>;
}

/**
 * A list's two exports, `Export Excel` and `Export CSV`: the one running is busy and the other waits
 * (one download at a time); a failure is said next to them, never thrown.
 */
export function ExportButtons({ onExport }: ExportButtonsProps) {
  const { t } = useLingui();
  const errorId = useId();
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const [failed, setFailed] = useState(false);
  const run = async (format: ExportFormat) => {
    setRunning(format);
    setFailed(false);
    try {
      await onExport(format);
    } catch {
      setFailed(true);
    } finally {
      setRunning(null);
    }
  };
  const button = (format: ExportFormat, label: string) => (
    <Button
      variant="default"
      leftSection={<DownloadIcon />}
      loading={running === format}
      disabled={running !== null && running !== format}
      aria-describedby={failed ? errorId : undefined}
      onClick={() => run(format)}
    >
      {label}
    </Button>
  );
  return (
    <Box>
      <Group gap="xs" wrap="wrap" justify="flex-end">
        {button('xlsx', t`Export Excel`)}
        {button('csv', t`Export CSV`)}
      </Group>
      {failed && (
        <Text id={errorId} role="alert" size="sm" c="red.9" mt={4}>
          {t`The export failed. Try again.`}
        </Text>
      )}
    </Box>
  );
}
