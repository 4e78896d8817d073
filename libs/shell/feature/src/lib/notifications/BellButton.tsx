import { ActionIcon, Indicator, type ActionIconProps, type ElementProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';

/** Props of BellButton: Mantine ActionIcon props plus the unread count (null: not known yet). */
export interface BellButtonProps extends ActionIconProps, ElementProps<'button', keyof ActionIconProps> {
  unread: number | null;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The header's Notifications button: a bell with the unread count as a badge. Shared by the real
 * control and its placeholder, so nothing moves when one replaces the other; the badge floats over
 * the corner and takes no room. The count is in the name, so the badge itself is hidden from
 * screen readers.
 */
export function BellButton({ unread, ...others }: BellButtonProps) {
  const { t } = useLingui();
  const count = unread ?? 0;
  return (
    <ActionIcon variant="subtle" size={36} aria-label={count ? t`Notifications, ${count} unread` : t`Notifications`} style={{ overflow: 'visible' }} {...others}>
      <Indicator label={<span aria-hidden="true">{count > 99 ? '99+' : count}</span>} size={16} offset={2} color="red" disabled={!count} inline>
        <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
      </Indicator>
    </ActionIcon>
  );
}
