// Test helpers other projects may use (fixtures, MSW handlers) for @portal/shared-util-i18n.
export {};
