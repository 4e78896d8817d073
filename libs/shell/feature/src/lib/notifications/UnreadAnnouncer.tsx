import { VisuallyHidden } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

/**
 * A polite live region that speaks when the unread count grows while the user is here (a poll
 * brought new ones). Not on the first count, nor when it falls: the bell's name carries the count
 * for anyone who looks, and a header that talks on every page would be noise.
 */
export function UnreadAnnouncer({ unread }: { unread: number | null }) {
  const { t } = useLingui();
  const previous = useRef<number | null>(null);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (unread === null) return;
    if (previous.current !== null && unread > previous.current) {
      setSaid(t`${plural(unread, { one: 'You have # unread notification', other: 'You have # unread notifications' })}`);
    }
    previous.current = unread;
  }, [unread, t]);
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true">
      {said}
    </VisuallyHidden>
  );
}
