import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import type { ContractDetail, ContractLine } from '@portal/shared-api-contract';
import { DataList, DateText, Money, StatusBadge, type Column } from '@portal/shared-ui';
import { ButtonLink } from '../common/links';
import { ratePeriods } from '../common/labels';
import { productName } from '../common/product-name';
import { costColumns } from '../common/cost-columns';

/** Props of ContractLines: the contract, whether amounts may show, and whether requests may be made. */
export interface ContractLinesProps {
  contract: ContractDetail;
  showPrices: boolean;
  canRequest: boolean;
}

/** A line with an off-hire requested (not yet off-hired): from when, and how many stay on rent until then and after. */
function OffHireRequested({ line }: { line: ContractLine }) {
  const { t } = useLingui();
  const left = line.onRentQuantity;
  return (
    <Stack gap={2} align="flex-start">
      <StatusBadge tone="warning">{t`Off-hire requested`}</StatusBadge>
      <Text size="sm">
        <DateText value={line.offHire?.date} />
      </Text>
      <Text size="sm">{t`Left on rent: ${left}`}</Text>
    </Stack>
  );
}

/** The contract's lines; open ones offer Stop rental and Extend rental to users who may raise requests. */
export function ContractLines({ contract, showPrices, canRequest }: ContractLinesProps) {
  const { t, i18n } = useLingui();
  const columns: Column<ContractLine>[] = [
    { key: 'product', header: t`Product`, primary: true, cell: (l) => productName(l.productNames, i18n.locale) },
    { key: 'fleet', header: t`Fleet number`, cell: (l) => l.fleetNumber },
    { key: 'quantity', header: t`Quantity`, align: 'right', cell: (l) => l.quantity },
    { key: 'onRent', header: t`On rent`, cell: (l) => <DateText value={l.onRentDate} /> },
    { key: 'expected', header: t`Expected off rent`, cell: (l) => <DateText value={l.expectedOffRentDate} /> },
    { key: 'offHired', header: t`Off-hired`, cell: (l) => (l.actualOffHireDate ? <DateText value={l.actualOffHireDate} /> : l.offHire ? <OffHireRequested line={l} /> : '—') },
  ];
  // Without the right to see prices there is no rate column at all: never an empty amount or a zero.
  if (showPrices) {
    columns.push({
      key: 'rate',
      header: t`Rate`,
      align: 'right',
      cell: (l) => (l.rate === null ? null : <><Money amount={l.rate} currency={contract.currency} /> {i18n._(ratePeriods[l.ratePeriod])}</>),
    });
  }
  columns.push(...costColumns<ContractLine>(i18n, contract.currency, showPrices));
  const open = (l: ContractLine) => l.actualOffHireDate === null;
  return (
    <DataList
      items={contract.lines}
      columns={columns}
      rowKey={(l) => l.id}
      caption={t`Lines of contract ${contract.number}`}
      rowActions={
        canRequest
          ? (l) =>
              open(l) ? (
                <Group gap="xs" wrap="wrap">
                  {/* Everything is already being stopped: nothing left to stop. */}
                  {l.onRentQuantity > 0 && (
                    <ButtonLink to="/request/requests/add" search={{ type: 'off_hire', line: l.id }} size="xs" variant="light"
                      aria-label={t`Stop rental: ${l.fleetNumber}`}>
                      {t`Stop rental`}
                    </ButtonLink>
                  )}
                  <ButtonLink to="/request/requests/add" search={{ type: 'extension', line: l.id }} size="xs" variant="default"
                    aria-label={t`Extend rental: ${l.fleetNumber}`}>
                    {t`Extend rental`}
                  </ButtonLink>
                </Group>
              ) : null
          : undefined
      }
    />
  );
}
