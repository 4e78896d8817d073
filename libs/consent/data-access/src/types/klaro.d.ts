// klaro ships no types. This declares the part of its API the consent manager uses.
declare module 'klaro/dist/klaro-no-css' {
  /** klaro's consent manager for one configuration (cached per storage name). */
  export interface KlaroConsentManager {
    consents: Record<string, boolean>;
    confirmed: boolean;
    loadConsents(): Record<string, boolean>;
    getConsent(name: string): boolean;
    updateConsent(name: string, value: boolean): boolean;
    changeAll(value: boolean): number;
    saveAndApplyConsents(eventType?: string): void;
    applyConsents(dryRun?: boolean, interactive?: boolean, serviceName?: string): number;
    resetConsents(): void;
  }
  /** The exports we use; a CommonJS bundle may arrive as the default export instead. */
  export interface KlaroModule {
    getManager(config: object): KlaroConsentManager;
    show(config?: object, modal?: boolean): boolean;
  }
  export const getManager: KlaroModule['getManager'];
  export const show: KlaroModule['show'];
  const klaro: KlaroModule | undefined;
  export default klaro;
}
