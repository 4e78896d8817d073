// Second entry point: the contract's plain lists without zod, for code in the portal's first load.
export * from './lib/vocabulary';
