import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Anchor } from '@mantine/core';
import type { ContactPerson } from '@portal/shared-api-contract';
import type { Column } from '@portal/shared-ui';


/** The contact persons list's columns: name, function, email (to write to) and phone (to call). */
export function contactPersonColumns(i18n: I18n): Column<ContactPerson>[] {
  return [
    { key: 'name', header: i18n._(msg`Name`), primary: true, cell: (p) => `${p.firstName} ${p.lastName}` },
    { key: 'jobTitle', priority: 2, header: i18n._(msg`Function`), cell: (p) => p.jobTitle ?? '—' },
    { key: 'email', header: i18n._(msg`Email`), cell: (p) => (p.email ? <Anchor href={`mailto:${p.email}`}>{p.email}</Anchor> : '—') },
    { key: 'phone', header: i18n._(msg`Phone`), cell: (p) => (p.phone ? <Anchor href={`tel:${p.phone}`} style={{ whiteSpace: 'nowrap' }}>{p.phone}</Anchor> : '—') },
  ];
}
