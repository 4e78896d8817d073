// Mantine's anchor and button as TanStack Router links: typed `to`, `params` and `search`, with
// the router's client-side navigation and preloading (Mantine's polymorphic `component={Link}`
// loses the route types).
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

function AnchorBase(props: AnchorProps & ComponentPropsWithRef<'a'>) {
  return <Anchor component="a" {...props} />;
}

function ButtonBase(props: ButtonProps & ComponentPropsWithRef<'a'>) {
  return <Button component="a" {...props} />;
}

export const AnchorLink = createLink(AnchorBase);
export const ButtonLink = createLink(ButtonBase);
