import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { EmptyState } from './EmptyState';

/** A page number beyond the end (an old link, or the list shrank): say so and offer the first page. */
export function PastLastPage({ onFirstPage }: { onFirstPage: () => void }) {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t`There is nothing on this page`}
      description={t`The list is shorter than this page number.`}
      action={<Button variant="light" onClick={onFirstPage}>{t`Go to the first page`}</Button>}
    />
  );
}
