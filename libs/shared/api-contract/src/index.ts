// The API contract shared by the backend (validation, OpenAPI) and the portal (types, forms).
export * from './lib/vocabulary';
export * from './lib/common';
export * from './lib/config';
export * from './lib/auth';
export * from './lib/shell';
export * from './lib/usermgmt';
export * from './lib/notifications';
export * from './lib/notification-preferences';
export * from './lib/overview';
export * from './lib/requests';
export * from './lib/orders';
export * from './lib/assets';
export * from './lib/company';
export * from './lib/company-master-data';
export * from './lib/company-people';
export * from './lib/help';
export * from './lib/depots';
