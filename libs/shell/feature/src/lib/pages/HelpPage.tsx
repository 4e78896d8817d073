import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@portal/shared-ui';

const topics = {
  'report-problem': { title: msg`Report a problem`, description: msg`Tell us what went wrong, and we will look into it.` },
  'suggest-idea': { title: msg`Suggest an idea`, description: msg`Tell us what would make the portal better for you.` },
  changelog: { title: msg`Changelog`, description: msg`What is new in the portal.` },
} as const;

/** Props of HelpPage: which entry of the Help menu. */
export interface HelpPageProps {
  topic: keyof typeof topics;
}

/** A page of the Help menu. */
export function HelpPage({ topic }: HelpPageProps) {
  const { i18n } = useLingui();
  return <PageHeader title={i18n._(topics[topic].title)} description={i18n._(topics[topic].description)} />;
}
