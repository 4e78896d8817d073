import { Button, Text, type ButtonProps, type ElementProps } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

/** Props of HeaderMenuButton: Mantine Button props plus the label. */
export interface HeaderMenuButtonProps extends ButtonProps, ElementProps<'button', keyof ButtonProps> {
  label: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A header menu's trigger: a subtle button with a chevron. Shared by the real menus and their
 * placeholders, so nothing moves when one replaces the other.
 */
export function HeaderMenuButton({ label, ...others }: HeaderMenuButtonProps) {
  return (
    <Button variant="subtle" px="xs" fz={{ base: 13, xs: 14 }} rightSection={<span aria-hidden="true">▾</span>} {...others}>
      {/* A long translation ends in an ellipsis rather than being cut mid-letter on a phone. */}
      <Text span truncate="end" inherit>
        {label}
      </Text>
    </Button>
  );
}
