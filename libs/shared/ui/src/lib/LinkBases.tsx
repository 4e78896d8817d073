// Mantine's anchor and button rendered as a plain `<a>`, for a router to turn into typed links:
// `createLink(AnchorLinkBase)` in a feature library gives a typed `to`, `params` and `search` with
// the router's client-side navigation and preloading (Mantine's polymorphic `component={Link}`
// loses the route types). The router itself stays out of ui libraries (eslint.config.mjs).
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

/** Mantine's Anchor as an `<a>`, for `createLink`. */
export function AnchorLinkBase(props: AnchorProps & ComponentPropsWithRef<'a'>) {
  return <Anchor component="a" {...props} />;
}

/** Mantine's Button as an `<a>`, for `createLink`. */
export function ButtonLinkBase(props: ButtonProps & ComponentPropsWithRef<'a'>) {
  return <Button component="a" {...props} />;
}
