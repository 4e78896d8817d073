// Mantine's button as a TanStack Router link, with the router's client-side navigation and
// preloading (Mantine's polymorphic `component={Link}` loses the route types).
import { Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

function ButtonBase(props: ButtonProps & ComponentPropsWithRef<'a'>) {
  return <Button component="a" {...props} />;
}

export const ButtonLink = createLink(ButtonBase);
