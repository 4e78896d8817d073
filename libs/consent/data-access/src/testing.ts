// Test helpers other projects may use (fixtures, MSW handlers) for @portal/consent-data-access.
export {};
