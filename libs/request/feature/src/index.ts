export * from './lib/requests';
export * from './lib/new-request';
