import { Trans } from '@lingui/react/macro';
import { ArchiveIcon } from './ArchiveIcon';

/** The visible "Archived" marker of an archived row or card: words, not colour alone (WCAG 1.4.1). */
export function ArchivedMark() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-gray-7)', whiteSpace: 'nowrap' }}>
      <ArchiveIcon size={14} />
      <Trans>Archived</Trans>
    </span>
  );
}
