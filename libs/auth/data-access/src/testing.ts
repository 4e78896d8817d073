// Test helpers other projects may use (fixtures, MSW handlers) for @portal/auth-data-access.
export {};
