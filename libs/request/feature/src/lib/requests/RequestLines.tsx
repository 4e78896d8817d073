import { useLingui } from '@lingui/react/macro';
import type { RequestDetail, RequestLine } from '@portal/shared-api-contract';
import { hasModule, type Session } from '@portal/shared-data-access-http';
import { type Column, DataList, DateText } from '@portal/shared-ui';
import { AnchorLink } from '../common/links';
import { productName } from '../common/product-name';

/** Props of RequestLines: the session (for the contract links) and the request. */
export interface RequestLinesProps {
  session: Session;
  request: RequestDetail;
}

/** The contract lines the request is about: contract, fleet number, product in the user's language, quantity or previous end. */
export function RequestLines({ session, request }: RequestLinesProps) {
  const { t, i18n } = useLingui();
  // A client with the request module only has no contract pages to go to.
  const linkContracts = hasModule(session, 'order');
  const columns: Column<RequestLine>[] = [
    {
      key: 'contract',
      header: t`Contract`,
      primary: true,
      cell: (l) =>
        linkContracts ? (
          <AnchorLink to="/order/contracts/$contractId" params={{ contractId: String(l.contractId) }} fw={600}>{l.contractNumber}</AnchorLink>
        ) : (
          l.contractNumber
        ),
    },
    { key: 'fleet', header: t`Fleet number`, cell: (l) => l.fleetNumber },
    { key: 'product', header: t`Product`, cell: (l) => productName(l.productNames, i18n.locale) },
  ];
  if (request.type === 'off_hire') columns.push({ key: 'quantity', header: t`Quantity`, align: 'right', cell: (l) => l.quantity ?? '—' });
  if (request.type === 'extension') columns.push({ key: 'previousEnd', header: t`Previous end date`, cell: (l) => (l.previousEndDate ? <DateText value={l.previousEndDate} /> : '—') });
  return <DataList items={request.lines} columns={columns} rowKey={(l) => l.contractLineId} caption={t`Lines of request ${request.number}`} />;
}
