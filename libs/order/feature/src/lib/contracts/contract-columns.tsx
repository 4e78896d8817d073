import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContractSummary } from '@portal/shared-api-contract';
import { type Column, DateText, StatusBadge } from '@portal/shared-ui';
import { contractStatuses } from '../common/labels';
import { AnchorLink } from '../common/links';
import { costColumns } from '../common/cost-columns';

/** The overview's columns: contract (a link), project, status, rental period, how many lines and their cost figures. */
export function contractColumns(i18n: I18n, currency: string, showPrices: boolean): Column<ContractSummary>[] {
  return [
    {
      key: 'number',
      header: i18n._(msg`Contract`),
      primary: true,
      cell: (c) => (
        // A number is one word: C-0000455 never breaks at its hyphen when the cost columns take the room.
        <AnchorLink to="/order/contracts/$contractId" params={{ contractId: String(c.id) }} fw={600} style={{ whiteSpace: 'nowrap' }}>
          {c.number}
        </AnchorLink>
      ),
    },
    { key: 'project', priority: 2, header: i18n._(msg`Project`), cell: (c) => c.projectName ?? '—' },
    { key: 'status', header: i18n._(msg`Status`), cell: (c) => <StatusBadge tone={contractStatuses[c.status].tone}>{i18n._(contractStatuses[c.status].label)}</StatusBadge> },
    {
      key: 'period',
      header: i18n._(msg`Rental period`),
      cell: (c) => (c.startDate ? <><DateText value={c.startDate} /> – <DateText value={c.endDate} /></> : '—'),
    },
    { key: 'lines', priority: 3, header: i18n._(msg`Lines`), align: 'right', cell: (c) => c.lineCount },
    ...costColumns<ContractSummary>(i18n, currency, showPrices),
  ];
}
