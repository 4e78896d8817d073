// Test helpers other projects may use (fixtures, MSW handlers) for @portal/company-ui.
export {};
