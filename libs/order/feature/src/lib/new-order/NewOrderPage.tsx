import { useLingui } from '@lingui/react/macro';
import { Alert, Stack, Title } from '@mantine/core';
import { useOrderFormOptions, type DraftStep } from '@portal/order-data-access';
import type { Session } from '@portal/shared-data-access-http';
import { PageHeader } from '@portal/shared-ui';
import { useEffect, useRef } from 'react';
import { EquipmentStep } from './EquipmentStep';
import { OrderPlaced } from './OrderPlaced';
import { PeriodStep } from './PeriodStep';
import { ReviewStep } from './ReviewStep';
import { StepActions } from './StepActions';
import { StepList } from './StepList';
import { useNewOrder } from './use-new-order';

/** Props of NewOrderPage: the session (whose draft, for which client). */
export interface NewOrderPageProps {
  session: Session;
}

/** A new rental order (`/order/orders/add`): equipment, period and delivery, review; the draft survives reloads. */
export function NewOrderPage({ session }: NewOrderPageProps) {
  const { t } = useLingui();
  const { data: options } = useOrderFormOptions(session);
  const state = useNewOrder(session, options);
  const step = state.draft.step;
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  // A new step moves focus to its heading, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);

  if (state.placed) return <OrderPlaced order={state.placed} onNewOrder={state.restart} />;
  const titles = [t`Equipment`, t`Period and delivery`, t`Review`];
  const go = (target: DraftStep) => (target < step ? state.goTo(target) : state.advance(target));
  return (
    <>
      <PageHeader title={t`New order`} description={t`Choose equipment, a rental period and where it should go.`} />
      <StepList titles={titles} current={step} onSelect={go} />
      <Stack component="section" aria-labelledby="new-order-step" gap="md">
        <Title order={2} size="h3" id="new-order-step" ref={heading} tabIndex={-1}>
          {titles[step]}
        </Title>
        {state.failure && <Alert color="red" role="alert" title={t`Not placed yet`}>{state.failure}</Alert>}
        {step === 0 && <EquipmentStep session={session} options={options} state={state} />}
        {step === 1 && <PeriodStep options={options} state={state} />}
        {step === 2 && <ReviewStep session={session} options={options} state={state} />}
      </Stack>
      <StepActions
        step={step}
        nextTitle={titles[step + 1]}
        placing={state.placing}
        onBack={() => state.goTo((step - 1) as DraftStep)}
        onNext={() => state.advance((step + 1) as DraftStep)}
        onPlace={state.submit}
        onDiscard={state.clear}
      />
    </>
  );
}
