import { Stack } from '@mantine/core';
import type { OrderFormOptions } from '@portal/shared-api-contract';
import { LineSchedule } from './LineSchedule';
import { OrderDetailsFields } from './OrderDetailsFields';
import type { NewOrderState } from './use-new-order';

/** Props of PeriodStep: the form options and the flow's state. */
export interface PeriodStepProps {
  options: OrderFormOptions;
  state: NewOrderState;
}

/** Step 2: each line's period and delivery, then the order's site, contact and references. */
export function PeriodStep({ options, state }: PeriodStepProps) {
  return (
    <Stack gap="md">
      {state.draft.lines.map((line) => (
        <LineSchedule key={line.key} line={line} options={options} state={state} />
      ))}
      <OrderDetailsFields options={options} state={state} />
    </Stack>
  );
}
