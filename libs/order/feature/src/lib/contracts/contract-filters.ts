import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContractSearch } from '@portal/order-util';
import type { ProjectOption } from '@portal/shared-api-contract';
import type { FilterField } from '@portal/shared-ui';
import { projectField, statusField } from '../common/filter-fields';
import { contractStatuses } from '../common/labels';

/** The overview's filters, for the form and the chips: search, status, project, rental period, archived. */
export function contractFilterFields(i18n: I18n, projects: ProjectOption[]): FilterField<ContractSearch>[] {
  return [
    { kind: 'text', key: 'q', label: i18n._(msg`Search`) },
    statusField(i18n, contractStatuses),
    projectField(i18n, projects),
    { kind: 'dateRange', from: 'from', to: 'to', label: i18n._(msg`Rental period`) },
    { kind: 'switch', key: 'archived', label: i18n._(msg`Show archived`) },
  ];
}
