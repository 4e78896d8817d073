// Test helpers other projects may use (fixtures, MSW handlers) for @portal/shared-ui-map.
export {};
