// Fourth entry point: zod-free readers of the answers the portal's first load receives (ADR 0015).
export * from './lib/first-load-answers';
