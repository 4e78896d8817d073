import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import type { AppServices } from './services';

export function createAppRouter(services: AppServices) {
  return createRouter({
    routeTree,
    context: { services },
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
