import { Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Ref } from 'react';
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
  const label = <Trans>New order</Trans>;
  if (disabled) {
    return (
      <Button disabled fullWidth={fullWidth}>
        {label}
      </Button>
    );
  }
  return (
    <Button component={Link} to={newOrderPath} onClick={onClick} fullWidth={fullWidth} ref={ref}>
      {label}
    </Button>
  );
}
