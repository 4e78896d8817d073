// Filters several order lists share, for their filter descriptions: the project and a status.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProjectOption } from '@portal/shared-api-contract';
import type { SelectField } from '@portal/shared-ui';

/** `Project`, one of the client's projects (an id in the URL). */
export const projectField = <S extends { projectId?: number }>(i18n: I18n, projects: ProjectOption[]): SelectField<S> => ({
  kind: 'select',
  key: 'projectId' as SelectField<S>['key'],
  label: i18n._(msg`Project`),
  options: projects.map((p) => ({ value: String(p.id), label: p.name })),
  numeric: true,
});

/** `Status`, with the labels of the list's statuses. */
export const statusField = <S extends { status?: string }>(i18n: I18n, statuses: Record<string, { label: MessageDescriptor }>): SelectField<S> => ({
  kind: 'select',
  key: 'status' as SelectField<S>['key'],
  label: i18n._(msg`Status`),
  options: Object.entries(statuses).map(([value, s]) => ({ value, label: i18n._(s.label) })),
});
