import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentSearch } from '@portal/order-util';
import type { ProjectOption } from '@portal/shared-api-contract';
import type { FilterField } from '@portal/shared-ui';
import { projectField, statusField } from '../common/filter-fields';
import { documentStatusFilters, documentTypes } from '../common/labels';

/** The document list's filters, for the form and the chips: search, type, status, date, project. */
export function documentFilterFields(i18n: I18n, projects: ProjectOption[]): FilterField<DocumentSearch>[] {
  return [
    { kind: 'text', key: 'q', label: i18n._(msg`Search`) },
    { kind: 'select', key: 'type', label: i18n._(msg`Type`), options: Object.entries(documentTypes).map(([value, label]) => ({ value, label: i18n._(label) })) },
    statusField(i18n, documentStatusFilters),
    { kind: 'dateRange', from: 'from', to: 'to', label: i18n._(msg`Date`) },
    projectField(i18n, projects),
  ];
}
