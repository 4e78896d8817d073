import { Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Ref } from 'react';
import { PlusIcon } from './header-icons';
import { compactClasses } from './HeaderMenuButton';
import { newOrderPath } from './navigation';

/** Props of NewOrderButton: the order capability's disabled flag, and what follows a click. */
export interface NewOrderButtonProps {
  disabled: boolean;
  onClick?: () => void;
  fullWidth?: boolean;
  /** The link (while ordering is possible), for handing focus over when the header's code arrives. */
  ref?: Ref<HTMLAnchorElement>;
}

/** New order: a link while ordering is possible, a real disabled button when the capability says so. */
export function NewOrderButton({ disabled, onClick, fullWidth, ref }: NewOrderButtonProps) {
  // In the desktop header it closes up to a plus on a narrow desktop; full width (the phone menu) it never does.
  const label = fullWidth ? (
    <Trans>New order</Trans>
  ) : (
    <>
      <span className={compactClasses.icon}>
        <PlusIcon />
      </span>
      <span className={compactClasses.words}>
        <Trans>New order</Trans>
      </span>
    </>
  );
  const className = fullWidth ? undefined : compactClasses.compact;
  if (disabled) {
    return (
      <Button disabled fullWidth={fullWidth} className={className}>
        {label}
      </Button>
    );
  }
  return (
    <Button component={Link} to={newOrderPath} onClick={onClick} fullWidth={fullWidth} ref={ref} className={className}>
      {label}
    </Button>
  );
}
