// The shared button as a TanStack Router link: typed `to`, `params` and `search`, with the router's
// client-side navigation and preloading. The router is bound here, in the feature library, because
// ui libraries may not import it (eslint.config.mjs).
import { ButtonLinkBase } from '@portal/shared-ui';
import { createLink } from '@tanstack/react-router';

export const ButtonLink = createLink(ButtonLinkBase);
