import { Grid } from '@mantine/core';
import { addProduct } from '@portal/order-data-access';
import type { OrderFormOptions } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';
import { OrderLines } from './OrderLines';
import { ProductCatalogue } from './ProductCatalogue';
import type { NewOrderState } from './use-new-order';

/** Props of EquipmentStep: the session, the form options (today) and the flow's state. */
export interface EquipmentStepProps {
  session: Session;
  options: OrderFormOptions;
  state: NewOrderState;
}

/**
 * Step 1: the catalogue and, beside it from 900 px, the order's lines. On a phone the lines come
 * first: below 25 results nobody saw what was already in the order.
 */
export function EquipmentStep({ session, options, state }: EquipmentStepProps) {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <ProductCatalogue session={session} draft={state.draft} onAdd={(product) => state.update((d) => addProduct(d, product, options.today))} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }} order={{ base: -1, md: 0 }}>
        <OrderLines state={state} />
      </Grid.Col>
    </Grid>
  );
}
