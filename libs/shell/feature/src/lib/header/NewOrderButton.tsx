import { Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { newOrderPath } from './navigation';

/** Props of NewOrderButton: the order capability's disabled flag, and what follows a click. */
export interface NewOrderButtonProps {
  disabled: boolean;
  onClick?: () => void;
  fullWidth?: boolean;
}

/** New order: a link while ordering is possible, a real disabled button when the capability says so. */
export function NewOrderButton({ disabled, onClick, fullWidth }: NewOrderButtonProps) {
  const label = <Trans>New order</Trans>;
  if (disabled) {
    return (
      <Button disabled fullWidth={fullWidth}>
        {label}
      </Button>
    );
  }
  return (
    <Button component={Link} to={newOrderPath} onClick={onClick} fullWidth={fullWidth}>
      {label}
    </Button>
  );
}
