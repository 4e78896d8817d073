import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Group } from '@mantine/core';
import type { Address } from '@portal/shared-api-contract';
import { countryName, Flag, StatusBadge, type Column } from '@portal/shared-ui';


/** The addresses list's columns: name, street and number, postal code, city, country (with its flag) and the default delivery mark. */
export function addressColumns(i18n: I18n): Column<Address>[] {
  return [
    { key: 'label', header: i18n._(msg`Name`), primary: true, cell: (a) => a.label },
    { key: 'street', header: i18n._(msg`Street and number`), cell: (a) => a.street },
    { key: 'postalCode', priority: 2, header: i18n._(msg`Postal code`), cell: (a) => <span style={{ whiteSpace: 'nowrap' }}>{a.postalCode}</span> },
    { key: 'city', header: i18n._(msg`City`), cell: (a) => a.city },
    {
      key: 'country',
      priority: 3,
      header: i18n._(msg`Country`),
      // The name is written beside it: the flag is decorative.
      cell: (a) => (
        <Group gap={6} wrap="nowrap" component="span">
          <Flag code={a.country} />
          <span>{countryName(a.country, i18n.locale)}</span>
        </Group>
      ),
    },
    {
      key: 'delivery',
      header: i18n._(msg`Delivery`),
      cell: (a) => (a.defaultDelivery ? <StatusBadge tone="info">{i18n._(msg`Default delivery address`)}</StatusBadge> : '—'),
    },
  ];
}
