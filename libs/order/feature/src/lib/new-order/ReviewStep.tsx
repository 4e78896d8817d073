import { useLingui } from '@lingui/react/macro';
import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuote } from '@portal/order-data-access';
import type { OrderFormOptions } from '@portal/shared-api-contract';
import { seesPrices, type Session } from '@portal/shared-data-access-http';
import { DateText, ErrorState, Money, OverPoBudget } from '@portal/shared-ui';
import { productName } from '../common/product-name';
import { lineInput } from './order-input';
import { ReviewDetails } from './ReviewDetails';
import type { NewOrderState } from './use-new-order';

/** Props of ReviewStep: the session, the form options and the flow's state. */
export interface ReviewStepProps {
  session: Session;
  options: OrderFormOptions;
  state: NewOrderState;
}

/** Step 3: the order's details, every line with its period and, when prices are visible, the API's estimate per line and in total. */
export function ReviewStep({ session, options, state }: ReviewStepProps) {
  const { t, i18n } = useLingui();
  const { draft, errors } = state;
  const complete = Object.keys(errors).length === 0;
  const quote = useQuote(session, draft.lines.map(lineInput), draft.projectId, complete, state.poReference || null);
  const prices = seesPrices(session);
  const depot = (id: number | null) => options.depots.find((d) => d.id === id)?.name ?? '';
  const address = options.addresses.find((a) => a.id === draft.addressId);
  return (
    <Stack gap="sm">
      <ReviewDetails draft={draft} poReference={state.poReference} options={options} />
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Lines`}>
        {draft.lines.map((line, index) => (
          <Paper component="li" key={line.key} withBorder p="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2}>
                <Text fw={700}>{line.quantity} × {productName(line.productNames, i18n.locale)}</Text>
                <Text size="sm"><DateText value={line.startDate} /> – <DateText value={line.expectedEndDate} /></Text>
                <Text size="sm" c="dimmed">
                  {line.deliveryMethod === 'delivery' ? t`Delivery to ${address?.label ?? ''}` : t`Pick-up at ${depot(line.depotId)}`}
                </Text>
              </Stack>
              {prices && <Text fw={600}><Money amount={quote.data?.lines[index]?.cost} currency={quote.data?.currency ?? options.currency} /></Text>}
            </Group>
          </Paper>
        ))}
      </Stack>
      {quote.isError && <ErrorState title={t`The estimate could not be loaded`} onRetry={() => void quote.refetch()} />}
      {prices && quote.data?.total && (
        <Group justify="space-between" px="sm">
          <Text fw={700}>{t`Estimated total`}</Text>
          <Text fw={700}><Money amount={quote.data.total} currency={quote.data.currency} /></Text>
        </Group>
      )}
      {prices && <Text size="sm" c="dimmed">{t`An estimate from the rates for these periods; the invoice follows the actual rental.`}</Text>}
      {quote.data?.needsApproval && (
        <Alert color="yellow" title={t`This order needs approval`}>
          <Text size="sm">{t`Someone in your company approves it before we confirm it.`}</Text>
          {quote.data.countedWithOthers && <Text size="sm">{t`Counted with your other orders for this project today`}</Text>}
          {quote.data.overPoBudget && <OverPoBudget over={quote.data.overPoBudget} currency={quote.data.currency} />}
        </Alert>
      )}
    </Stack>
  );
}
