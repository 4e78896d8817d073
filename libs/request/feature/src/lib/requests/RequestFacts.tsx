import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import type { RequestDetail } from '@portal/shared-api-contract';
import { DateText, DateTimeText, OverPoBudget } from '@portal/shared-ui';
import { AnchorLink } from '../common/links';
import { PickupFacts } from '../common/PickupFacts';
import { BreakdownFacts } from './BreakdownFacts';
import { Fact } from './Fact';
import { descriptionLabels } from './request-texts';

/** Props of RequestFacts: the request as last read. */
export interface RequestFactsProps {
  request: RequestDetail;
}

/** What the request says, each fact only when its type has it; one column on a phone. */
export function RequestFacts({ request: r }: RequestFactsProps) {
  const { t, i18n } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
      <Fact label={t`Created`}>
        <DateTimeText value={r.createdAt} withTime />
        {r.createdByName && <>{'\n'}{t`by ${r.createdByName}`}</>}
      </Fact>
      {r.offHireDate && <Fact label={t`Off-hire date`}><DateText value={r.offHireDate} /></Fact>}
      {r.pickup && <PickupFacts pickup={r.pickup} fact={(label, value) => <Fact key={label} label={label}>{value}</Fact>} />}
      {r.newEndDate && <Fact label={t`New end date`}><DateText value={r.newEndDate} /></Fact>}
      {/* Recorded when it was sent (issue 35); the company's approvers were told then. */}
      {r.overPoBudget && <Fact label={t`PO budget`}><OverPoBudget over={r.overPoBudget} currency={r.overPoBudget.currency} /></Fact>}
      {r.asset && <Fact label={t`Asset`}>{r.asset.serial ? `${r.asset.name} (${r.asset.serial})` : r.asset.name}</Fact>}
      {r.document && (
        <Fact label={t`Document`}>
          {/* The documents list is open to every user; searched by the number, it shows this one. */}
          <AnchorLink to="/order/documents" search={{ q: r.document.number }}>{r.document.number}</AnchorLink>
        </Fact>
      )}
      {r.breakdown ? <BreakdownFacts breakdown={r.breakdown} /> : r.machineUsable !== null && <Fact label={t`Machine can still be used`}>{r.machineUsable ? t`Yes` : t`No`}</Fact>}
      {r.subject && <Fact label={t`Subject`}>{r.subject}</Fact>}
      {r.description && <Fact label={i18n._(descriptionLabels[r.type])}>{r.description}</Fact>}
    </SimpleGrid>
  );
}
