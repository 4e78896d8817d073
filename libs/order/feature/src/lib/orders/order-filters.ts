import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderSearch } from '@portal/order-util';
import type { ProjectOption } from '@portal/shared-api-contract';
import type { FilterField } from '@portal/shared-ui';
import { projectField, statusField } from '../common/filter-fields';
import { orderStatuses } from '../common/labels';

/** The orders list's filters, for the form and the chips: number or PO reference, status, project, when placed. */
export function orderFilterFields(i18n: I18n, projects: ProjectOption[]): FilterField<OrderSearch>[] {
  return [
    { kind: 'text', key: 'q', label: i18n._(msg`Order number or PO reference`), chipLabel: i18n._(msg`Search`) },
    statusField(i18n, orderStatuses),
    projectField(i18n, projects),
    { kind: 'dateRange', from: 'from', to: 'to', label: i18n._(msg`Placed`) },
  ];
}
