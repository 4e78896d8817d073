import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { RequestType } from '@portal/shared-api-contract';
import { requestTypes } from '@portal/shared-api-contract/vocabulary';

// The choice's own wording ("Report a breakdown"), which the list's labels (common/labels.ts) keep short.
const choices: Record<RequestType, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  off_hire: { label: msg`Stop rental (off-hire)`, hint: msg`Equipment can be collected: you get an off-hire reference at once.` },
  extension: { label: msg`Extend rental`, hint: msg`Keep equipment longer than planned.` },
  breakdown: { label: msg`Report a breakdown`, hint: msg`A machine does not work (properly).` },
  damage: { label: msg`Report damage`, hint: msg`Something was damaged; add photos.` },
  invoice_query: { label: msg`Question about an invoice`, hint: msg`Ask about an invoice or credit note.` },
  other: { label: msg`Other`, hint: msg`Anything else.` },
};

/** Props of TypeChoice: the chosen type, if any, and how to choose. */
export interface TypeChoiceProps {
  value: RequestType | undefined;
  onChange: (type: RequestType) => void;
}

/** `What do you need?` as six large radio cards (Tab reaches each, arrows move between them). */
export function TypeChoice({ value, onChange }: TypeChoiceProps) {
  const { t, i18n } = useLingui();
  return (
    <Radio.Group
      label={t`What do you need?`}
      labelProps={{ fz: 'lg', fw: 700, mb: 'xs' }}
      value={value ?? null}
      onChange={(v) => onChange(v as RequestType)}
      name="request-type"
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {requestTypes.map((type) => (
          <Radio.Card key={type} value={type} p="md" radius="md">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <Stack gap={2}>
                <Text fw={700}>{i18n._(choices[type].label)}</Text>
                <Text size="sm" c="dimmed">{i18n._(choices[type].hint)}</Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
