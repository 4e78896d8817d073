import { assign, enqueueActions, fromPromise, raise, setup } from 'xstate';
import type { Availability, ClientPreference, ClientSelection, LifecycleContext, LifecycleEvent, LifecycleInput, ModuleName } from './lifecycle.types';
import { shellTimings } from './timings';

const notProvided = (name: string) => () => {
  throw new Error(`${name} must be provided with .provide()`);
};

/**
 * The app's lifecycle (spec §4): not initialised → authenticated (client, then settings) → maintenance
 * → logged out, with the availability poll as a parallel region. Side effects are named here and
 * supplied by the app with `.provide()`. It never navigates: it says what state the app is in, and
 * the app asks the router to re-evaluate its guards (the one owner of redirects) when that changes.
 */
export const lifecycleMachine = setup({
  types: {
    context: {} as LifecycleContext,
    events: {} as LifecycleEvent | { type: 'availability.up' } | { type: 'availability.down' },
    input: {} as LifecycleInput,
  },
  actors: {
    restoreSession: fromPromise<boolean>(notProvided('restoreSession')),
    selectClient: fromPromise<ClientSelection, { preferredClient: ClientPreference | null }>(notProvided('selectClient')),
    loadSettings: fromPromise<ModuleName[], { corporateClientUuid: string }>(notProvided('loadSettings')),
    reloadRights: fromPromise<void, { corporateClientUuid: string }>(notProvided('reloadRights')),
    checkAvailability: fromPromise<Availability>(notProvided('checkAvailability')),
    endSession: fromPromise<void>(notProvided('endSession')),
  },
  actions: {
    clearClientState: assign({
      corporateClient: null,
      preferredClient: null,
      settings: { ready: false, modules: [] },
      welcome: false,
    }),
    onLoggedOut: () => undefined,
    recordError: assign({ error: ({ event }) => String((event as { error?: unknown }).error) }),
  },
  guards: {
    forceLogin: () => false,
  },
  delays: shellTimings,
}).createMachine({
  id: 'lifecycle',
  type: 'parallel',
  context: ({ input }) => ({
    maintenanceMode: input.maintenanceMode,
    corporateClient: null,
    preferredClient: input.savedClientId === null ? null : { savedId: input.savedClientId },
    settings: { ready: false, modules: [] },
    availability: null,
    error: null,
    welcome: false,
  }),
  states: {
    app: {
      initial: 'notInitialised',
      states: {
        notInitialised: {
          description: 'A loader shows until the session is known.',
          on: { 'availability.down': { target: 'maintenance' } },
          invoke: {
            src: 'restoreSession',
            onDone: [{ guard: ({ event }) => event.output, target: 'authenticated' }, { target: 'loggedOut' }],
            onError: { target: 'loggedOut' },
          },
        },
        authenticated: {
          description: 'Signed in; the corporate client and then the settings load.',
          initial: 'loadingClient',
          on: {
            'session.logout': { target: 'loggingOut' },
            'session.expired': { target: 'loggingOut' },
            'availability.down': { target: 'maintenance' },
            'welcome.seen': { actions: assign({ welcome: false }) },
          },
          states: {
            loadingClient: {
              description: 'Finds the corporate client to act for.',
              entry: assign({ settings: { ready: false, modules: [] } }),
              invoke: {
                src: 'selectClient',
                input: ({ context }) => ({ preferredClient: context.preferredClient }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.kind === 'selected',
                    target: 'loadingSettings',
                    actions: assign({
                      corporateClient: ({ event }) => (event.output.kind === 'selected' ? event.output.client : null),
                    }),
                  },
                  { guard: ({ event }) => event.output.kind === 'choose', target: 'choosingClient' },
                  { target: '#lifecycle.app.loggingOut' },
                ],
                onError: { target: 'failed', actions: 'recordError' },
              },
            },
            choosingClient: {
              description: 'Several clients and none chosen: the guards send the user to /instances to pick one.',
              on: {
                'client.select': {
                  target: 'loadingClient',
                  actions: assign({ preferredClient: ({ event }) => ({ uuid: event.corporateClientUuid }) }),
                },
              },
            },
            loadingSettings: {
              description: 'Loads modules, rights, profile and global actions for the client.',
              invoke: {
                src: 'loadSettings',
                input: ({ context }) => ({ corporateClientUuid: context.corporateClient!.corporateClientUuid }),
                onDone: {
                  target: 'initialised',
                  actions: assign({ settings: ({ event }) => ({ ready: true, modules: event.output }), error: null }),
                },
                onError: { target: 'failed', actions: 'recordError' },
              },
            },
            initialised: {
              description: 'Ready: settings loaded; rights reload every hour.',
              after: { RIGHTS_REFRESH: { target: 'reloadingRights' } },
              on: {
                'client.select': {
                  target: 'loadingClient',
                  actions: assign({ preferredClient: ({ event }) => ({ uuid: event.corporateClientUuid }) }),
                },
                'settings.reload': { target: 'loadingSettings' },
              },
            },
            reloadingRights: {
              description: 'The hourly rights reload; the app stays usable meanwhile.',
              invoke: {
                src: 'reloadRights',
                input: ({ context }) => ({ corporateClientUuid: context.corporateClient!.corporateClientUuid }),
                onDone: { target: 'initialised' },
                onError: { target: 'initialised' },
              },
            },
            failed: {
              description: 'Loading the client or its settings failed: the guards send the user to /error, which offers a way back.',
              on: { 'settings.reload': { target: 'loadingClient' } },
            },
          },
        },
        loggingOut: {
          description: 'Ends the session on the server; whatever happens the user ends signed out.',
          // onLoggedOut only here: a visitor who never had a session is routed by the guards instead.
          invoke: {
            src: 'endSession',
            onDone: { target: 'loggedOut', actions: 'onLoggedOut' },
            onError: { target: 'loggedOut', actions: 'onLoggedOut' },
          },
        },
        loggedOut: {
          description: 'Signed out: only the sign-in pages and the privacy menu.',
          entry: 'clearClientState',
          on: {
            'session.signedIn': { target: 'authenticated', actions: assign({ welcome: ({ event }) => event.welcome ?? false }) },
            'availability.down': { target: 'maintenance' },
          },
        },
        maintenance: {
          description: 'The service is down or in maintenance: the guards allow only the maintenance page.',
          on: { 'availability.up': { target: 'notInitialised' } },
        },
      },
    },
    availability: {
      initial: 'checking',
      states: {
        checking: {
          description: 'Asks the API whether the service is up (at start and after each navigation).',
          invoke: {
            src: 'checkAvailability',
            onDone: [
              {
                guard: ({ context, event }) => context.maintenanceMode || event.output.status !== 'UP',
                target: 'retrying',
                actions: [
                  assign({ availability: ({ event }) => event.output }),
                  // forceLogin in local storage keeps the user working through a maintenance (spec §4).
                  enqueueActions(({ enqueue, check }) => {
                    if (!check({ type: 'forceLogin' })) enqueue.raise({ type: 'availability.down' });
                  }),
                ],
              },
              { target: 'polling', actions: [assign({ availability: ({ event }) => event.output }), raise({ type: 'availability.up' })] },
            ],
            onError: { target: 'retrying' },
          },
        },
        polling: {
          description: 'Up: checks again in an hour or after the next navigation.',
          after: { AVAILABILITY_POLL: { target: 'checking' } },
          on: { 'navigation.completed': { target: 'checking' } },
        },
        retrying: {
          description: 'Down or unreachable: checks again in 5 seconds.',
          after: { AVAILABILITY_RETRY: { target: 'checking' } },
          on: { 'navigation.completed': { target: 'checking' } },
        },
      },
    },
  },
});

export type LifecycleMachine = typeof lifecycleMachine;
