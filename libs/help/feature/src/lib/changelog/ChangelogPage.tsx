import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useChangelogVisit } from '@portal/help-data-access';
import { ChangelogEntry } from '@portal/help-ui';
import { isNewSince } from '@portal/help-util';
import { PageHeader } from '@portal/shared-ui';
import { changelogEntries, newestFirst, type ChangelogEntryData } from './entries';

/** Props of ChangelogPage: whose visit it is, and (tests) which entries. */
export interface ChangelogPageProps {
  userId: number;
  entries?: readonly ChangelogEntryData[];
}

/**
 * Changelog (`/order/help/changelog`): what is new in the portal, newest first, each entry dated;
 * entries dated after the user's last visit are marked `New`, and this visit is remembered.
 */
export function ChangelogPage({ userId, entries = changelogEntries }: ChangelogPageProps) {
  const { t, i18n } = useLingui();
  const seenAt = useChangelogVisit(userId);
  return (
    <Stack maw={800} gap={0}>
      <PageHeader title={t`Changelog`} description={t`What is new in the portal, newest first.`} />
      <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
        {newestFirst(entries).map((entry) => (
          <li key={entry.id}>
            <ChangelogEntry date={entry.date} title={i18n._(entry.title)} text={i18n._(entry.text)} isNew={isNewSince(entry.date, seenAt)} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
