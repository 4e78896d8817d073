import { useLingui } from '@lingui/react/macro';
import { Fieldset, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { orderLimits } from '@portal/shared-api-contract/vocabulary';
import { LocaleDateInput } from '@portal/shared-ui';
import { addDays, updateLine, type DraftLine } from '@portal/order-data-access';
import type { OrderFormOptions } from '@portal/shared-api-contract';
import { useId } from 'react';
import { productName } from '../common/product-name';
import type { NewOrderState } from './use-new-order';

/** Props of LineSchedule: one line, the form options (today, depots) and the flow's state. */
export interface LineScheduleProps {
  line: DraftLine;
  options: OrderFormOptions;
  state: Pick<NewOrderState, 'update' | 'errorOf'>;
}

/** A line's start and expected end date, `Delivery` or `Pick-up` at a depot, and its own PO if it has one. */
export function LineSchedule({ line, options, state: { update, errorOf } }: LineScheduleProps) {
  const { t, i18n } = useLingui();
  const methodId = useId();
  const change = (edit: Partial<DraftLine>) => update((d) => updateLine(d, line.key, edit));
  const error = (field: string) => errorOf(`${line.key}.${field}`);
  return (
    <Fieldset legend={`${productName(line.productNames, i18n.locale)} × ${line.quantity ?? '?'}`} p="sm">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <LocaleDateInput label={t`Start date`} value={line.startDate} min={options.today} error={error('startDate')} errorProps={{ role: 'alert' }} onChange={(value) => change({ startDate: value })} />
          <LocaleDateInput
            label={t`Expected end date`}
            value={line.expectedEndDate}
            min={line.startDate ? addDays(line.startDate, 1) : options.today}
            error={error('expectedEndDate')}
            errorProps={{ role: 'alert' }}
            onChange={(value) => change({ expectedEndDate: value })}
          />
        </SimpleGrid>
        <div>
          <Text id={methodId} size="sm" fw={500} mb={4}>{t`How it gets there`}</Text>
          <SegmentedControl
            aria-labelledby={methodId}
            fullWidth
            value={line.deliveryMethod}
            data={[{ value: 'delivery', label: t`Delivery` }, { value: 'pickup', label: t`Pick-up` }]}
            onChange={(value) => change({ deliveryMethod: value === 'pickup' ? 'pickup' : 'delivery' })}
          />
        </div>
        {line.deliveryMethod === 'pickup' && (
          <NativeSelect
            label={t`Depot`}
            value={line.depotId ? String(line.depotId) : ''}
            data={[{ value: '', label: t`Choose a depot` }, ...options.depots.map((d) => ({ value: String(d.id), label: `${d.name}, ${d.city}` }))]}
            error={error('depotId')}
            errorProps={{ role: 'alert' }}
            onChange={(e) => change({ depotId: Number(e.currentTarget.value) || null })}
          />
        )}
        <TextInput label={t`Own PO reference of this line`} description={t`Only when this line has a purchase order of its own; otherwise the order's applies.`}
          value={line.poReference ?? ''} maxLength={orderLimits.maxPoReference} error={error('poReference')} errorProps={{ role: 'alert' }}
          onChange={(e) => change({ poReference: e.currentTarget.value })} />
      </Stack>
    </Fieldset>
  );
}
