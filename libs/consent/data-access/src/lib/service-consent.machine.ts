import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/** One service's consent: whether it runs now, and the decision stored for it (null: none). */
export interface ServiceConsentContext {
  service: string;
  enabled: boolean;
  stored: boolean | null;
}

/** Starts a machine for one service from what storage holds. */
export interface ServiceConsentInput {
  service: string;
  stored: boolean | null;
}

/** Everything the notice, the dialog and the contextual notice can say to a service. */
export type ServiceConsentEvent =
  | { type: 'consent.acceptAll' }
  | { type: 'consent.decline' }
  | { type: 'consent.save'; enabled: boolean }
  | { type: 'consent.acceptOnce' }
  | { type: 'consent.acceptAlways' }
  | { type: 'consent.reset' }
  | { type: 'consent.load'; stored: boolean | null };

type Decision = { service: string; enabled: boolean };

// The decision is recorded first, so storeDecision's params read the new value from context.
const storeDecision = {
  type: 'storeDecision',
  params: ({ context }: { context: ServiceConsentContext }): Decision => ({
    service: context.service,
    enabled: context.enabled,
  }),
} as const;

/** Consent for one service (spec §4). Side effects are named here and supplied with `.provide()`. */
export const serviceConsentMachine = setup({
  types: {
    context: {} as ServiceConsentContext,
    events: {} as ServiceConsentEvent,
    input: {} as ServiceConsentInput,
  },
  actions: {
    recordDecision: assign((_, params: { enabled: boolean }) => ({ enabled: params.enabled, stored: params.enabled })),
    storeDecision: (_, _params: Decision) => undefined,
    applyForNow: (_, _params: { service: string }) => undefined,
    clearDecision: (_, _params: { service: string }) => undefined,
  },
  guards: {
    hasStoredDecision: ({ context }) => context.stored !== null,
    isDisabled: ({ context }) => !context.enabled,
  },
}).createMachine({
  id: 'serviceConsent',
  context: ({ input }) => ({ service: input.service, enabled: input.stored ?? false, stored: input.stored }),
  initial: 'checking',
  on: {
    'consent.acceptAll': {
      target: '.confirmed',
      actions: [{ type: 'recordDecision', params: { enabled: true } }, storeDecision],
    },
    'consent.acceptAlways': {
      target: '.confirmed',
      actions: [{ type: 'recordDecision', params: { enabled: true } }, storeDecision],
    },
    'consent.decline': {
      target: '.confirmed',
      actions: [{ type: 'recordDecision', params: { enabled: false } }, storeDecision],
    },
    'consent.save': {
      target: '.confirmed',
      actions: [{ type: 'recordDecision', params: ({ event }) => ({ enabled: event.enabled }) }, storeDecision],
    },
    'consent.acceptOnce': {
      guard: 'isDisabled',
      actions: [
        assign({ enabled: true }),
        { type: 'applyForNow', params: ({ context }) => ({ service: context.service }) },
      ],
    },
    'consent.reset': {
      target: '.unconfirmed',
      actions: [
        assign({ enabled: false, stored: null }),
        { type: 'clearDecision', params: ({ context }) => ({ service: context.service }) },
      ],
    },
    'consent.load': {
      target: '.checking',
      // With nothing stored, a service accepted once for this page view stays on.
      actions: assign(({ context, event }) => ({ enabled: event.stored ?? context.enabled, stored: event.stored })),
    },
  },
  states: {
    checking: {
      description: 'Reads the stored decision once, to start from what the visitor chose before.',
      always: [{ guard: 'hasStoredDecision', target: 'confirmed' }, { target: 'unconfirmed' }],
    },
    unconfirmed: {
      description:
        'Nothing is stored: the notice is shown and the service is off, unless accepted once for this page view.',
    },
    confirmed: {
      description: 'The visitor saved or accepted a decision; it is stored under the consent key and applied.',
    },
  },
});

/** A running service-consent machine. */
export type ServiceConsentActor = ActorRefFrom<typeof serviceConsentMachine>;
/** A snapshot of a service-consent machine. */
export type ServiceConsentSnapshot = SnapshotFrom<typeof serviceConsentMachine>;
