import { useLingui } from '@lingui/react/macro';
import { Button, Fieldset, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { removeLine, updateLine } from '@portal/order-data-access';
import { orderLimits } from '@portal/shared-api-contract/vocabulary';
import { useId } from 'react';
import { productName } from '../common/product-name';
import type { NewOrderState } from './use-new-order';

/** Props of OrderLines: the flow's state (draft, edits, messages). */
export interface OrderLinesProps {
  state: Pick<NewOrderState, 'draft' | 'update' | 'errorOf'>;
}

/** The order panel: each line with a quantity stepper and `Remove`. */
export function OrderLines({ state: { draft, update, errorOf } }: OrderLinesProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const count = draft.lines.length;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={titleId}>{t`Your order`} ({count})</Title>
        {count === 0 && <Text c="dimmed">{t`Nothing yet. Add equipment from the list.`}</Text>}
        {errorOf('lines') && <Text c="red.9" size="sm" role="alert">{errorOf('lines')}</Text>}
        {draft.lines.map((line) => {
          const name = productName(line.productNames, i18n.locale);
          return (
            <Fieldset key={line.key} legend={name} p="xs">
              <Group align="flex-start" justify="space-between" wrap="nowrap">
                <NumberInput
                  label={t`Quantity`}
                  value={line.quantity ?? ''}
                  min={orderLimits.minQuantity}
                  max={orderLimits.maxQuantity}
                  // Out-of-range values stay as typed, with a message: nothing typed is ever lost.
                  clampBehavior="none"
                  allowNegative={false}
                  allowDecimal={false}
                  w={120}
                  error={errorOf(`${line.key}.quantity`)}
                  errorProps={{ role: 'alert' }}
                  onChange={(value) => update((d) => updateLine(d, line.key, { quantity: typeof value === 'number' ? value : null }))}
                />
                <Button variant="subtle" color="red" mt={24} onClick={() => update((d) => removeLine(d, line.key))}>{t`Remove`}</Button>
              </Group>
              {errorOf(`${line.key}.productId`) && <Text c="red.9" size="sm" role="alert">{errorOf(`${line.key}.productId`)}</Text>}
            </Fieldset>
          );
        })}
      </Stack>
    </Paper>
  );
}
