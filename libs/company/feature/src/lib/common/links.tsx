// The shared anchor and button as TanStack Router links: typed `to`, `params` and `search`, with the
// router's client-side navigation and preloading. The router is bound here, in the feature library,
// because ui libraries may not import it (eslint.config.mjs).
import { AnchorLinkBase, ButtonLinkBase } from '@portal/shared-ui';
import { createLink } from '@tanstack/react-router';

export const AnchorLink = createLink(AnchorLinkBase);
export const ButtonLink = createLink(ButtonLinkBase);
