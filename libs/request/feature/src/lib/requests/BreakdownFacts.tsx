import { useLingui } from '@lingui/react/macro';
import type { RequestDetail } from '@portal/shared-api-contract';
import { Fact } from './Fact';
import { ResponsePromiseText } from './ResponsePromiseText';

/** Props of BreakdownFacts: a breakdown's urgency and site details. */
export interface BreakdownFactsProps {
  breakdown: NonNullable<RequestDetail['breakdown']>;
}

/** How urgent, the promised response and when it is due, who to call and where the machine stands. */
export function BreakdownFacts({ breakdown: b }: BreakdownFactsProps) {
  const { t } = useLingui();
  const contact = [b.siteContactName, b.siteContactPhone].filter(Boolean).join('\n');
  return (
    <>
      <Fact label={t`Is the machine down?`}>{b.urgency === 'down' ? t`Down – work has stopped` : t`Works with problems`}</Fact>
      {b.response && <Fact label={t`Response due`}><ResponsePromiseText promise={b.response} /></Fact>}
      {contact && <Fact label={t`Contact on site`}>{contact}</Fact>}
      {b.machineLocation && <Fact label={t`Where on site the machine stands`}>{b.machineLocation}</Fact>}
      {b.accessNotes && <Fact label={t`Access notes`}>{b.accessNotes}</Fact>}
    </>
  );
}
