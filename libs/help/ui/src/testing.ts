// Test helpers other projects may use (fixtures, MSW handlers) for @portal/help-ui.
export {};
