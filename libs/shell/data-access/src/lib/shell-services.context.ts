import type { AppConfig } from '@portal/shared-util-config';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LifecycleMachine } from './lifecycle.machine';
import type { ShellApi } from './shell-api';
import type { ShellQueries } from './shell.queries';

/** What the app hands to the shell's features: config, calls, query options and the lifecycle actor. */
export interface ShellServices {
  config: AppConfig;
  api: ShellApi;
  queries: ShellQueries;
  lifecycle: ActorRefFrom<LifecycleMachine>;
}

export const ShellServicesContext = createContext<ShellServices | null>(null);

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices needs a ShellServicesContext provider');
  return services;
}
