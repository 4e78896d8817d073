import type { Availability, AvailabilityStatus, PortalModule } from '@portal/shared-api-contract';

export type { Availability, AvailabilityStatus };
/** A portal module (the contract's PortalModule), under the name the shell and the guards use. */
export type ModuleName = PortalModule;

/** The selected corporate client as the shell keeps it (spec §3: corporateClientUuid and corporateClientId). */
export interface SelectedClient {
  corporateClientId: number;
  corporateClientUuid: string;
}

/**
 * The client the user asked for: chosen on /instances (its uuid), or saved on the last visit (its
 * numeric id as local storage holds it, under the spec's key `corporateClientId`).
 */
export type ClientPreference = { uuid: string } | { savedId: string };

/** The outcome of picking the corporate client after sign-in. */
export type ClientSelection =
  | { kind: 'selected'; client: SelectedClient }
  | { kind: 'choose' }
  | { kind: 'none' };

/** The settings slice of spec §3: a ready flag and the active modules. */
export interface Settings {
  ready: boolean;
  modules: ModuleName[];
}

export interface LifecycleContext {
  maintenanceMode: boolean;
  corporateClient: SelectedClient | null;
  /** A client the user asked for (instance choice, or saved on the last visit). */
  preferredClient: ClientPreference | null;
  settings: Settings;
  availability: Availability | null;
  error: string | null;
  /** Signed in by setting the first password of an invitation: the first screen welcomes them by the company's name. */
  welcome: boolean;
}

export type LifecycleEvent =
  | { type: 'session.signedIn'; welcome?: boolean }
  | { type: 'welcome.seen' }
  | { type: 'session.logout' }
  | { type: 'session.expired' }
  | { type: 'client.select'; corporateClientUuid: string }
  | { type: 'settings.reload' }
  | { type: 'navigation.completed' };

export interface LifecycleInput {
  maintenanceMode: boolean;
  /** The id saved on the last visit (local storage `corporateClientId`), if any. */
  savedClientId: string | null;
}
