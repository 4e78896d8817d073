import { Button, Text, type ButtonProps, type ElementProps } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import classes from './HeaderMenuButton.module.css';

/** Props of HeaderMenuButton: Mantine Button props plus the label. */
export interface HeaderMenuButtonProps extends ButtonProps, ElementProps<'button', keyof ButtonProps> {
  label: ReactNode;
  /** Shown instead of the label's words on a narrow desktop (the words stay the accessible name). */
  compactIcon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A header menu's trigger: a subtle button with a chevron. Shared by the real menus and their
 * placeholders, so nothing moves when one replaces the other.
 */
export function HeaderMenuButton({ label, compactIcon, className, ...others }: HeaderMenuButtonProps) {
  return (
    <Button
      variant="subtle"
      px="xs"
      fz={{ base: 13, xs: 14 }}
      rightSection={<span aria-hidden="true">▾</span>}
      className={[compactIcon ? classes.compact : '', className ?? ''].join(' ').trim() || undefined}
      {...others}
    >
      {compactIcon && <span className={classes.icon}>{compactIcon}</span>}
      {/* A long translation ends in an ellipsis rather than being cut mid-letter on a phone. */}
      <Text span truncate="end" inherit className={classes.words}>
        {label}
      </Text>
    </Button>
  );
}

/** The Company menu's trigger: the client's name, narrower on a narrow desktop (spec §2: at most 250 px). */
export const companyTrigger = (name: string, ariaLabel: string) => ({
  label: name,
  title: name,
  'aria-label': ariaLabel,
  className: classes.company,
});

export const compactClasses = classes;
