// Test helpers other projects may use (fixtures, MSW handlers) for @portal/asset-data-access.
export {};
