// Test helpers other projects may use (fixtures, MSW handlers) for @portal/shared-data-access-http.
export {};
