import { useLingui } from '@lingui/react/macro';
import { Button, CopyButton, Group, Paper, Text, VisuallyHidden } from '@mantine/core';

/** Props of OffHireReference: the `OH-…` reference of an off-hire. */
export interface OffHireReferenceProps {
  reference: string;
}

/** The off-hire reference, large enough to read out on the phone, with a button that copies it. */
export function OffHireReference({ reference }: OffHireReferenceProps) {
  const { t } = useLingui();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="brand.0">
      <Text size="sm" c="dark.9">{t`Off-hire reference`}</Text>
      <Group gap="md" wrap="wrap" align="center">
        <Text component="p" m={0} fz={{ base: 28, sm: 36 }} fw={700} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {reference}
        </Text>
        <CopyButton value={reference} timeout={2000}>
          {({ copied, copy }) => (
            <>
              <Button variant="default" onClick={copy}>
                {copied ? t`Copied` : t`Copy reference`}
              </Button>
              {/* Said to screen readers too, who may not notice the button's text change. */}
              <VisuallyHidden role="status">{copied ? t`Reference ${reference} copied` : ''}</VisuallyHidden>
            </>
          )}
        </CopyButton>
      </Group>
    </Paper>
  );
}
