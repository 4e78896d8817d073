import type { PortalModule, Right } from '@portal/shared-api-contract';

/**
 * Who is acting for which client: what every domain needs to ask the API and to decide what to
 * show. The router puts it in the context of each area's routes (built once per navigation from
 * the lifecycle and the shell's cache); domain code receives it, never reads the shell itself.
 */
export interface Session {
  /** The signed-in user: keys what is kept per user on this device (the order draft). */
  user: { id: number };
  client: { uuid: string; id: number; name: string; showPrices: boolean };
  rights: readonly Right[];
  modules: readonly PortalModule[];
}

/** Amounts are shown only when the client shows prices and the user has VIEW_PRICES. */
export const seesPrices = (session: Session) => session.client.showPrices && session.rights.includes('VIEW_PRICES');

export const hasRight = (session: Session, right: Right) => session.rights.includes(right);
export const hasModule = (session: Session, module: PortalModule) => session.modules.includes(module);
/**
 * Whether the user may raise a request (stop or extend a rental, report a breakdown, ask about an
 * invoice): the request module and MANAGE_REQUESTS. Links into the request form are offered only
 * then (issue 32: a viewer was offered them and landed on the no-rights page).
 */
export const mayRequest = (session: Session) => hasModule(session, 'request') && hasRight(session, 'MANAGE_REQUESTS');
