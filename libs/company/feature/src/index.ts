export * from './lib/contact-persons';
export * from './lib/addresses';
export * from './lib/projects';
export * from './lib/users';
export * from './lib/roles';
