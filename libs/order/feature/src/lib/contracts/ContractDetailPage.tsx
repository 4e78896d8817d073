import { useLingui } from '@lingui/react/macro';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useContract } from '@portal/order-data-access';
import { rentalTimeline } from '@portal/order-util';
import { RentalTimeline } from '@portal/order-ui';
import { mayRequest, seesPrices, type Session } from '@portal/shared-data-access-http';
import { ArchivedMark, DateText, Money, PageHeader, StatusBadge } from '@portal/shared-ui';
import { AnchorLink } from '../common/links';
import type { ReactNode } from 'react';
import { contractStatuses } from '../common/labels';
import { productName } from '../common/product-name';
import { ContractLines } from './ContractLines';
import { NextInvoice } from '../common/cost-columns';

/** Props of ContractDetailPage: the session and the contract's id from the URL. */
export interface ContractDetailPageProps {
  session: Session;
  contractId: number;
  /** Today as YYYY-MM-DD (the timeline's marker); injected so tests are stable. */
  today: string;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">{label}</Text>
      <Text>{children}</Text>
    </div>
  );
}

/** One contract (`/order/contracts/$contractId`): its facts, the rental-period timeline and its lines. */
export function ContractDetailPage({ session, contractId, today }: ContractDetailPageProps) {
  const { t, i18n } = useLingui();
  const { data: contract } = useContract(session, contractId);
  const status = contractStatuses[contract.status];
  const prices = seesPrices(session);
  const timeline = rentalTimeline(contract.lines, today);
  const labels = Object.fromEntries(contract.lines.map((l) => [l.id, `${productName(l.productNames, i18n.locale)} · ${l.fleetNumber}`]));
  return (
    <Stack gap="lg">
      <AnchorLink to="/order/contracts" size="sm">
        {t`Back to the overview`}
      </AnchorLink>
      <PageHeader title={t`Contract ${contract.number}`} />
      <Group gap="sm">
        <StatusBadge tone={status.tone}>{i18n._(status.label)}</StatusBadge>
        {contract.status === 'closed' && <ArchivedMark />}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Fact label={t`Project`}>{contract.projectName ?? '—'}</Fact>
        <Fact label={t`Order`}>{contract.orderNumber ?? '—'}</Fact>
        <Fact label={t`PO reference`}>{contract.poReference ?? '—'}</Fact>
        <Fact label={t`Rental period`}>{contract.startDate ? <><DateText value={contract.startDate} /> – <DateText value={contract.endDate} /></> : '—'}</Fact>
        <Fact label={t`Lines`}>{contract.lineCount}</Fact>
        {/* The totals of the lines (issue 35); without prices the date of the next invoice only. */}
        {prices && <Fact label={t`Cost to date`}><Money amount={contract.costToDate} currency={contract.currency} /></Fact>}
        <Fact label={t`Next invoice`}><NextInvoice figures={contract} currency={contract.currency} showPrices={prices} /></Fact>
      </SimpleGrid>
      {timeline && (
        <Paper withBorder p="md">
          <RentalTimeline timeline={timeline} labels={labels} />
        </Paper>
      )}
      <Stack gap="xs">
        <Title order={2} size="h3">{t`Lines`}</Title>
        <ContractLines contract={contract} showPrices={prices} canRequest={mayRequest(session)} />
      </Stack>
    </Stack>
  );
}
