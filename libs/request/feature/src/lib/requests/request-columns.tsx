import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequestSummary } from '@portal/shared-api-contract';
import { DateTimeText, StatusBadge, type Column } from '@portal/shared-ui';
import { requestStatuses, requestTypes } from '../common/labels';
import { AnchorLink } from '../common/links';

/** The requests list's columns: number (a link), type, status, what it concerns, created, by whom, off-hire reference. */
export function requestColumns(i18n: I18n): Column<RequestSummary>[] {
  return [
    {
      key: 'number',
      header: i18n._(msg`Request`),
      primary: true,
      cell: (r) => (
        <AnchorLink to="/request/requests/$requestId" params={{ requestId: String(r.id) }} fw={600} style={{ whiteSpace: 'nowrap' }}>
          {r.number}
        </AnchorLink>
      ),
    },
    { key: 'type', header: i18n._(msg`Type`), cell: (r) => i18n._(requestTypes[r.type]) },
    { key: 'status', header: i18n._(msg`Status`), cell: (r) => <StatusBadge tone={requestStatuses[r.status].tone}>{i18n._(requestStatuses[r.status].label)}</StatusBadge> },
    { key: 'concerns', priority: 2, header: i18n._(msg`Concerns`), cell: (r) => r.concerns.label ?? '—' },
    { key: 'created', header: i18n._(msg`Created`), cell: (r) => <DateTimeText value={r.createdAt} /> },
    { key: 'createdBy', priority: 3, header: i18n._(msg`Created by`), cell: (r) => r.createdByName ?? '—' },
    { key: 'reference', priority: 3, header: i18n._(msg`Off-hire reference`), cell: (r) => r.reference ?? '—' },
  ];
}
