import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@portal/shared-ui';

const sections = {
  contactpersons: { title: msg`Contact persons`, description: msg`The people we contact about deliveries and collections.` },
  addresses: { title: msg`Addresses`, description: msg`Delivery addresses of your sites.` },
  projects: { title: msg`Projects`, description: msg`Your job sites, with purchase order numbers and budgets.` },
  users: { title: msg`Users`, description: msg`Who in your company uses the portal.` },
  roles: { title: msg`Roles`, description: msg`Sets of rights you give to users.` },
} as const;
export type CompanySection = keyof typeof sections;

/** Props of CompanyPage: which part of the company menu. */
export interface CompanyPageProps {
  section: CompanySection;
}

/** One page of the company menu. */
export function CompanyPage({ section }: CompanyPageProps) {
  const { i18n } = useLingui();
  const { title, description } = sections[section];
  return <PageHeader title={i18n._(title)} description={i18n._(description)} />;
}
