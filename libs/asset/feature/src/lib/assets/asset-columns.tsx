import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Asset } from '@portal/shared-api-contract';
import type { Column } from '@portal/shared-ui';
import { categoryName } from '../common/category-name';
import { InspectionDue } from '../common/InspectionDue';
import { ownershipLabel } from '../common/labels';
import { AnchorLink } from '../common/links';


/** The assets list's columns: name (a link), category, serial, project, location, inspection due, owned or rented. */
export function assetColumns(i18n: I18n, today: string): Column<Asset>[] {
  return [
    {
      key: 'name',
      header: i18n._(msg`Name`),
      primary: true,
      cell: (a) => (
        <AnchorLink to="/asset/assets/$assetId" params={{ assetId: String(a.id) }} fw={600}>
          {a.name}
        </AnchorLink>
      ),
    },
    { key: 'category', priority: 3, header: i18n._(msg`Category`), cell: (a) => (a.categoryNames ? categoryName(a.categoryNames, i18n.locale) : '—') },
    { key: 'serial', priority: 2, header: i18n._(msg`Serial number`), cell: (a) => a.serial },
    { key: 'project', priority: 3, header: i18n._(msg`Project`), cell: (a) => a.projectName ?? '—' },
    { key: 'location', priority: 2, header: i18n._(msg`Location`), cell: (a) => a.locationLabel ?? '—' },
    { key: 'inspection', header: i18n._(msg`Inspection due`), cell: (a) => <InspectionDue due={a.inspectionDueDate} today={today} /> },
    { key: 'ownership', header: i18n._(msg`Owned or rented`), cell: (a) => i18n._(ownershipLabel(a.owned)) },
  ];
}
