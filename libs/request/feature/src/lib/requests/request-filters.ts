import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequestSearch } from '@portal/request-util';
import type { FilterField } from '@portal/shared-ui';
import { requestStatuses, requestTypes } from '../common/labels';

/** The requests list's filters, for the form and the chips: type, status, when it was created and a search. */
export function requestFilterFields(i18n: I18n): FilterField<RequestSearch>[] {
  return [
    { kind: 'select', key: 'type', label: i18n._(msg`Type`), options: Object.entries(requestTypes).map(([value, label]) => ({ value, label: i18n._(label) })) },
    { kind: 'select', key: 'status', label: i18n._(msg`Status`), options: Object.entries(requestStatuses).map(([value, s]) => ({ value, label: i18n._(s.label) })) },
    { kind: 'dateRange', from: 'from', to: 'to', label: i18n._(msg`Created`) },
    { kind: 'text', key: 'q', label: i18n._(msg`Search`) },
  ];
}
